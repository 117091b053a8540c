import type { CmsConnection } from '../http/route';
import { addressKey } from './address-key';

const forwardedFor = (headers: Headers): string[] =>
  (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/**
 * The client's own address: with `trustedProxies` = 0 only the socket counts (a host that cannot see it
 * gives none; the site's routes pass the address the server's peer-address hook stamped); with n > 0 the
 * n-th X-Forwarded-For entry from the right, the one the outermost trusted proxy wrote, as written.
 */
export function forwardedClientAddress(headers: Headers, connection: CmsConnection, trustedProxies: number): string | undefined {
  const entries = trustedProxies === 0 ? [] : forwardedFor(headers);
  return entries[entries.length - trustedProxies] ?? entries[0] ?? connection.remoteAddress;
}

/** The client's address for rate limits, an IPv6 one as its /64 (`addressKey`); see forwardedClientAddress. */
export function clientAddress(request: Pick<Request, 'headers'>, connection: CmsConnection, trustedProxies: number): string | undefined {
  const address = forwardedClientAddress(request.headers, connection, trustedProxies);
  return address === undefined ? undefined : addressKey(address);
}

/** https as the browser sees it: the URL, or X-Forwarded-Proto when proxies are trusted. */
export function isHttps(request: Request, trustedProxies: number): boolean {
  if (new URL(request.url).protocol === 'https:') return true;
  const proto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return trustedProxies > 0 && proto === 'https';
}
