import type { LanguageCode } from '@/schemas/locale';
import { readEnv } from '../config/env';
import { fetchTransport, type Transport } from '../api/transport';
import { inProcessTransport } from './in-process-transport';

/** Origin used to build in-process requests; nothing listens on it. */
const EMBEDDED_ORIGIN = 'http://embedded-cms.internal';

export type PreviewAuth = { token: string };

/** Names the client a call is made for, as a reverse proxy does: the CMS's per-address limits count that client, not the site. */
const forwardingFor =
  (visitor: string): Transport =>
  (request) => {
    const headers = new Headers(request.headers);
    headers.set('x-forwarded-for', visitor);
    return fetchTransport(new Request(request, { headers }));
  };

/**
 * Where the server's portal calls go: `PORTAL_API_URL` when set, else the embedded CMS in-process.
 * `visitor` is the client address of the request a call is made for (a preview check or render, a session);
 * calls for no one (published pages, shared by every visitor) name nobody. The embedded CMS in-process is
 * not told: the site counts that client's refused preview tokens in the CMS's own count (preview-check.ts).
 */
export function serverPortalContext(locale: LanguageCode, preview?: PreviewAuth, visitor?: string) {
  const { PORTAL_API_URL } = readEnv();
  return PORTAL_API_URL
    ? { baseUrl: PORTAL_API_URL, transport: visitor ? forwardingFor(visitor) : fetchTransport, locale, preview }
    : { baseUrl: EMBEDDED_ORIGIN, transport: inProcessTransport, locale, preview };
}
