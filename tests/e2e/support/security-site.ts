import type { APIRequestContext, APIResponse } from '@playwright/test';
import { E2E_REVALIDATE_SECRET, SECURITY_CMS_CONTROL_ORIGIN, SECURITY_SITE_PORT } from '../../../playwright.config';
import { mockCmsClient } from './mock-cms/client';

/** The security tests' mock CMS (tests/e2e/support/mock-cms), apart from the caching tests' one. */
export const securityCms = mockCmsClient(SECURITY_CMS_CONTROL_ORIGIN);

/** The site on it: a private copy of the build with IMAGE_HOSTS=localhost. */
export const securitySite = { zh: `http://localhost:${SECURITY_SITE_PORT}`, en: `http://en.localhost:${SECURITY_SITE_PORT}` };

/** Appending these to an address makes the browser a previewer: pages render per request, so planted content shows at once. */
export const PREVIEW_QUERY = 'ispreview=1&pretoken=dev-preview-token';

type Options = { method?: 'GET' | 'POST'; headers?: Record<string, string>; data?: unknown };

/**
 * One request as a client sends it, without following redirects. Node's resolver does not know
 * `*.localhost` (browsers do): such a URL goes to loopback with its host in the Host header, unless the test sets one.
 */
export function send(request: APIRequestContext, url: string, { method = 'GET', headers = {}, data }: Options = {}): Promise<APIResponse> {
  const target = new URL(url);
  const sent: Record<string, string> = {};
  if (target.hostname.endsWith('.localhost')) {
    sent.host = target.host;
    target.hostname = 'localhost';
  }
  return request.fetch(target.href, { method, headers: { ...sent, ...headers }, data, maxRedirects: 0 });
}

/** Every page and answer of the security site expired (the revalidate webhook), so the next request renders afresh. */
export async function expireSecuritySite(request: APIRequestContext): Promise<void> {
  const answer = await send(request, `${securitySite.zh}/api/revalidate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${E2E_REVALIDATE_SECRET}` },
    data: { all: true },
  });
  if (answer.status() !== 200) throw new Error(`revalidate answered ${answer.status()}: ${await answer.text()}`);
}

/** The cookies that make a client a previewer, as a Cookie header (the hand-off sets them). */
export async function previewCookies(request: APIRequestContext, origin: string): Promise<string> {
  const answer = await send(request, `${origin}/?${PREVIEW_QUERY}`);
  const cookies = answer
    .headersArray()
    .filter(({ name }) => name.toLowerCase() === 'set-cookie')
    .map(({ value }) => value.split(';')[0]);
  if (cookies.length < 2) throw new Error(`preview hand-off set ${cookies.length} cookies`);
  return cookies.join('; ');
}
