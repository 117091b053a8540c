import { NextResponse, type NextRequest } from 'next/server';
import { hasPreviewQuery, PREVIEW_COOKIE, PREVIEW_TOKEN_PARAM, previewTokenProblem, withoutPreviewQuery } from '@/renderer/preview/preview-token';
import { deviceFromUserAgent } from '@/renderer/routing/device';
import { isLegacyBrowser, UPGRADE_BROWSER_PATH } from '@/renderer/routing/legacy-browser';
import { localeFromHost } from '@/renderer/routing/locale-from-host';
import { siteLanguages } from '@/renderer/routing/site-languages';
import { PREVIEW_LOCALE_HEADER, PREVIEW_PATH_HEADER, PREVIEW_RETURN_HEADER, PREVIEW_TOKEN_HEADER } from '@/renderer/preview/preview-headers';
import { readEnv } from '@/renderer/config/env';
import { apiSecurityHeaders, pageSecurityHeaders } from '@/renderer/security/security-headers';

/**
 * The markup depends on the user-agent (device variant, upgrade page) at one URL: a shared cache must key on it.
 * deploy/nginx.conf keys on the device class instead of the whole header, so its cache keeps one copy per class.
 */
const VARY_ON_DEVICE = { vary: 'User-Agent' };
/** A previewer's responses: never stored by a shared cache, never indexed, streamed through nginx unbuffered. */
const PREVIEW_RESPONSE_HEADERS = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex', 'x-accel-buffering': 'no' };

/**
 * Host and device are resolved once, here, and rewritten into the internal `/{locale}/{device}`
 * segments, so pages stay cacheable per locale and device and nothing under `app/` reads headers.
 * An address with the preview parameters goes to /api/preview/enter, which takes the token out of it.
 */
export async function proxy(request: NextRequest) {
  // From the run-time environment: next.config.ts sets the build-time copy, which these replace.
  const env = readEnv();
  const locale = localeFromHost(request.headers.get('host'), await siteLanguages());
  const { pathname, searchParams } = request.nextUrl;
  if (hasPreviewQuery(searchParams)) {
    const enter = new URL('/api/preview/enter', request.url);
    const headers = new Headers(request.headers);
    headers.set(PREVIEW_RETURN_HEADER, withoutPreviewQuery(pathname, searchParams));
    headers.set(PREVIEW_LOCALE_HEADER, locale);
    const token = searchParams.get(PREVIEW_TOKEN_PARAM) ?? '';
    // A token a header cannot carry (CR, LF, non-Latin-1) goes as nothing: the entry refuses an empty token with the same page.
    headers.set(PREVIEW_TOKEN_HEADER, previewTokenProblem(token) === null ? token : '');
    return NextResponse.rewrite(enter, { request: { headers }, headers: apiSecurityHeaders(env) });
  }
  const device = deviceFromUserAgent(request.headers.get('user-agent'));
  // request.url, not nextUrl: Next rewrites nextUrl's loopback host to `localhost`, and a rewrite whose origin
  // differs from the address the server is bound to (`-H 127.0.0.1`) is proxied to itself (vercel/next.js#94745).
  const url = new URL(request.url);
  // Internet Explorer below 10 gets the upgrade page at the address it asked for, before any script.
  const path = isLegacyBrowser(request.headers.get('user-agent')) ? UPGRADE_BROWSER_PATH : pathname;
  url.pathname = `/${locale}/${device}${path === '/' ? '' : path}`;
  const security = pageSecurityHeaders(env, { development: process.env.NODE_ENV === 'development' });
  if (!request.cookies.has(PREVIEW_COOKIE)) return NextResponse.rewrite(url, { headers: { ...security, ...VARY_ON_DEVICE } });
  const headers = new Headers(request.headers);
  headers.set(PREVIEW_PATH_HEADER, pathname);
  return NextResponse.rewrite(url, { request: { headers }, headers: { ...security, ...VARY_ON_DEVICE, ...PREVIEW_RESPONSE_HEADERS } });
}

export const config = {
  // Pages only: not the API, Next's assets, or files under public/.
  matcher: ['/((?!api/|_next/|favicon\\.ico|.*\\.[a-zA-Z0-9]+$).*)'],
};
