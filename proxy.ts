import { NextResponse, type NextRequest } from 'next/server';
import { hasPreviewQuery, PREVIEW_COOKIE, PREVIEW_TOKEN_PARAM, previewTokenProblem, withoutPreviewQuery } from '@/renderer/data/preview/preview-token';
import { deviceFromUserAgent } from '@/renderer/data/routing/device';
import { isLegacyBrowser, UPGRADE_BROWSER_PATH } from '@/renderer/data/routing/legacy-browser';
import { localeFromHost } from '@/renderer/data/routing/locale-from-host';
import { siteLanguages } from '@/renderer/data/routing/site-languages';
import { PREVIEW_LOCALE_HEADER, PREVIEW_PATH_HEADER, PREVIEW_RETURN_HEADER, PREVIEW_TOKEN_HEADER } from '@/renderer/data/preview/preview-headers';
import { isDevelopment, readEnv } from '@/renderer/data/config/env';
import type { LanguageCode } from '@/schemas/locale';
import { DRAFT_MODE_COOKIES, withoutSiteCookies } from '@/renderer/data/preview/site-cookies';
import { checkPreviewToken } from '@/renderer/data/preview/preview-check';
import { deadlineFromNow, PORTAL_DEADLINE_HEADER } from '@/renderer/data/request/request-deadline';
import { apiSecurityHeaders, pageSecurityHeaders } from '@/renderer/server/security/security-headers';

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
 * The request's CMS budget starts here: what the proxy waits for and the calls of the route it hands on share it.
 */
export async function proxy(request: NextRequest) {
  const deadline = deadlineFromNow();
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
    headers.set(PORTAL_DEADLINE_HEADER, String(deadline));
    return NextResponse.rewrite(enter, { request: { headers }, headers: apiSecurityHeaders(env) });
  }
  const device = deviceFromUserAgent(request.headers.get('user-agent'));
  // request.url, not nextUrl: Next rewrites nextUrl's loopback host to `localhost`, and a rewrite whose origin
  // differs from the address the server is bound to (`-H 127.0.0.1`) is proxied to itself (vercel/next.js#94745).
  const url = new URL(request.url);
  // Internet Explorer below 10 gets the upgrade page at the address it asked for, before any script.
  const path = isLegacyBrowser(request.headers.get('user-agent')) ? UPGRADE_BROWSER_PATH : pathname;
  url.pathname = `/${locale}/${device}${path === '/' ? '' : path}`;
  const security = pageSecurityHeaders(env, { development: isDevelopment() });
  const session = await draftSession(request, locale, deadline);
  if (session === 'off') return NextResponse.rewrite(url, { headers: { ...security, ...VARY_ON_DEVICE } });
  if (session !== 'on') return asVisitor(request, url, session, { ...security, ...VARY_ON_DEVICE });
  const headers = new Headers(request.headers);
  headers.set(PREVIEW_PATH_HEADER, pathname);
  headers.set(PORTAL_DEADLINE_HEADER, String(deadline));
  return NextResponse.rewrite(url, { request: { headers }, headers: { ...security, ...VARY_ON_DEVICE, ...PREVIEW_RESPONSE_HEADERS } });
}

/**
 * Whether a page request previews. Next's draft-mode cookie is the build's fixed preview id, valid for as long as
 * the build: on its own it would render every page uncached for anyone who once held it. So it counts only with
 * a token the CMS accepts now, checked (and a refusal counted) like the hand-off's. 'ended': exited, revoked or
 * never given, and both cookies are cleared; 'locked': the client is past its refused tokens, a visitor for now.
 * Either way the request reaches Next without the site's cookies and gets the cached published page.
 */
async function draftSession(request: NextRequest, locale: LanguageCode, deadline: number): Promise<'off' | 'on' | 'ended' | 'locked'> {
  const inDraft = DRAFT_MODE_COOKIES.some((name) => request.cookies.has(name));
  if (!inDraft) return request.cookies.has(PREVIEW_COOKIE) ? 'on' : 'off';
  const token = request.cookies.get(PREVIEW_COOKIE)?.value;
  if (!token || previewTokenProblem(token) !== null) return 'ended';
  const { verdict } = await checkPreviewToken(token, locale, request, { deadline });
  // A CMS that cannot be asked does not end a preview: its pages fail on their own until it is back.
  if (verdict === 'accepted' || verdict === 'unchecked') return 'on';
  return verdict === 'refused' ? 'ended' : 'locked';
}

/** The page as a visitor gets it: Next sees none of the site's cookies; an ended preview's are cleared (that answer is the visitor's alone). */
function asVisitor(request: NextRequest, url: URL, session: 'ended' | 'locked', pageHeaders: Record<string, string>): NextResponse {
  const headers = new Headers(request.headers);
  const cookie = withoutSiteCookies(headers.get('cookie'));
  if (cookie === null) headers.delete('cookie');
  else headers.set('cookie', cookie);
  if (session === 'locked') return NextResponse.rewrite(url, { request: { headers }, headers: pageHeaders });
  const response = NextResponse.rewrite(url, { request: { headers }, headers: { ...pageHeaders, 'cache-control': 'private, no-store' } });
  for (const name of [PREVIEW_COOKIE, ...DRAFT_MODE_COOKIES]) response.cookies.delete({ name, path: '/' });
  return response;
}

export const config = {
  // Pages only: not the API, Next's assets, or files under public/.
  matcher: ['/((?!api/|_next/|favicon\\.ico|.*\\.[a-zA-Z0-9]+$).*)'],
};
