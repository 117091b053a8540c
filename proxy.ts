import { NextResponse, type NextRequest } from 'next/server';
import { deviceFromUserAgent } from '@/renderer/routing/device';
import { localeFromHost } from '@/renderer/routing/locale-from-host';
import { siteLanguages } from '@/renderer/routing/site-languages';

/**
 * Host and device are resolved once, here, and rewritten into the internal `/{locale}/{device}`
 * segments, so pages stay cacheable per locale and device and nothing under `app/` reads headers.
 */
export async function proxy(request: NextRequest) {
  const locale = localeFromHost(request.headers.get('host'), await siteLanguages());
  const device = deviceFromUserAgent(request.headers.get('user-agent'));
  const url = request.nextUrl.clone();
  url.pathname = `/${locale}/${device}${url.pathname === '/' ? '' : url.pathname}`;
  return NextResponse.rewrite(url);
}

export const config = {
  // Pages only: not the API, Next's assets, or files under public/.
  matcher: ['/((?!api/|_next/|favicon\\.ico|.*\\.[a-zA-Z0-9]+$).*)'],
};
