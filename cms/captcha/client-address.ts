import type { CmsConnection } from '../http/route';

const forwardedFor = (request: Request): string[] =>
  (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/**
 * The client's address for rate limits. With `trustedProxies` = 0 only the socket counts (and a host
 * that cannot see it, like Next's route handler, gives none); with n > 0 the n-th X-Forwarded-For
 * entry from the right, the one the outermost trusted proxy wrote.
 */
export function clientAddress(request: Request, connection: CmsConnection, trustedProxies: number): string | undefined {
  if (trustedProxies === 0) return connection.remoteAddress;
  const entries = forwardedFor(request);
  return entries[entries.length - trustedProxies] ?? entries[0] ?? connection.remoteAddress;
}

/** https as the browser sees it: the URL, or X-Forwarded-Proto when proxies are trusted. */
export function isHttps(request: Request, trustedProxies: number): boolean {
  if (new URL(request.url).protocol === 'https:') return true;
  const proto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return trustedProxies > 0 && proto === 'https';
}
