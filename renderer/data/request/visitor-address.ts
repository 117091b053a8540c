import { isIP } from 'node:net';
import { addressKey, forwardedClientAddress, readCmsConfig } from './embedded-cms';
import { peerAddressOf } from './peer-address';

/**
 * The address of the client a request comes from, found as the CMS finds it (the socket, or the
 * X-Forwarded-For entry CMS_TRUSTED_PROXIES points at): what the site tells an external CMS when it
 * calls on that client's behalf, and what the site's own per-client limits count. Only an IP address.
 */
export function visitorAddressOf(request: Pick<Request, 'headers'>): string | undefined {
  const found = forwardedClientAddress(request.headers, { remoteAddress: peerAddressOf(request) }, readCmsConfig().trustedProxies);
  const address = found?.replace(/%.*$/, '');
  return address !== undefined && isIP(address) !== 0 ? address : undefined;
}

/** The same client as per-address limits count it: an IPv6 host as its /64. */
export function visitorKeyOf(request: Pick<Request, 'headers'>): string | undefined {
  const address = visitorAddressOf(request);
  return address === undefined ? undefined : addressKey(address);
}
