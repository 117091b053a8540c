import { NextResponse, type NextRequest } from 'next/server';

/**
 * `/proxied` is the prerendered page through a request proxy that only rewrites (as the site's proxy
 * does for every page, with a response header): the framework's cost of having a proxy at all.
 * `/proxied/{route}` rewrites to `/{route}`: the site's markup pages, reached as the site's pages are.
 * Turbopack looks for a proxy file in this folder and then its parents, so without this one it would
 * compile the site's ../../proxy.ts into the baseline. No other page runs it.
 */
export function proxy(request: NextRequest) {
  const url = new URL(request.url);
  url.pathname = url.pathname.slice('/proxied'.length) || '/';
  return NextResponse.rewrite(url, { headers: { vary: 'User-Agent' } });
}

export const config = { matcher: ['/proxied', '/proxied/:path*'] };
