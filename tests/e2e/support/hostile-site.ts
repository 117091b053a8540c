import type { APIRequestContext } from '@playwright/test';
import { HOSTILE_CMS_CONTROL_ORIGIN, HOSTILE_SITE_PORT } from '../../../playwright.config';
import { mockCmsClient } from './mock-cms/client';

/** The hostile-CMS tests' own mock CMS (tests/e2e/support/mock-cms): its misbehaviours reach no other test. */
export const hostileCms = mockCmsClient(HOSTILE_CMS_CONTROL_ORIGIN);

/** The site on it, a private copy of the build, whose process the tests also watch (memory, log). */
export const hostileSite = { zh: `http://localhost:${HOSTILE_SITE_PORT}`, en: `http://en.localhost:${HOSTILE_SITE_PORT}` };

/** The development token the embedded CMS accepts (docs/preview.md). */
const PREVIEW_QUERY = 'ispreview=1&pretoken=dev-preview-token';

export type PageAnswer = { status: number; html: string; location: string | undefined; ms: number };

/** Node does not resolve `*.localhost` (browsers do): such a URL goes to loopback with its host in the Host header. */
function viaLoopback(url: string): { url: string; headers: Record<string, string> } {
  const target = new URL(url);
  if (!target.hostname.endsWith('.localhost')) return { url, headers: {} };
  const host = target.host;
  target.hostname = 'localhost';
  return { url: target.href, headers: { host } };
}

/** One page request, redirects not followed, timed; `cookie` makes it a previewer's. */
export async function fetchPage(request: APIRequestContext, url: string, cookie?: string, timeoutMs = 60_000): Promise<PageAnswer> {
  const target = viaLoopback(url);
  const headers = cookie === undefined ? target.headers : { ...target.headers, cookie };
  const started = Date.now();
  // One retry of a reset, as a browser does: a kept-alive socket the server closes at its idle timeout just as the next
  // request goes out is reset, and under load a round of 20 slow answers leaves early sockets idle that long.
  const response = await request.get(target.url, { headers, maxRedirects: 0, timeout: timeoutMs, maxRetries: 1 });
  const html = await response.text();
  return { status: response.status(), html, location: response.headers().location, ms: Date.now() - started };
}

export type Cookie = { name: string; value: string };

/**
 * A previewer's cookies (token and draft mode), from the 303 of the preview entry: previews render per
 * request and skip the data cache, so a misbehaviour shows at once and the drop report is on the page.
 */
export async function previewCookies(request: APIRequestContext, origin: string): Promise<Cookie[]> {
  const target = viaLoopback(`${origin}/?${PREVIEW_QUERY}`);
  const response = await request.get(target.url, { headers: target.headers, maxRedirects: 0 });
  if (response.status() !== 303) throw new Error(`preview entry answered ${response.status()}`);
  return response
    .headersArray()
    .filter(({ name }) => name.toLowerCase() === 'set-cookie')
    .map(({ value }) => /^([^=;]+)=([^;]*)/.exec(value))
    .flatMap((match) => (match?.[1] && match[2] !== undefined ? [{ name: match[1], value: match[2] }] : []));
}

/** The cookies as a request header. */
export const cookieHeader = (cookies: readonly Cookie[]): string => cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
