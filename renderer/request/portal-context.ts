import type { LanguageCode } from '@/schemas/locale';
import { readEnv } from '../config/env';
import { fetchTransport } from '../api/transport';
import { inProcessTransport } from './in-process-transport';

/** Origin used to build in-process requests; nothing listens on it. */
const EMBEDDED_ORIGIN = 'http://embedded-cms.internal';

export type PreviewAuth = { token: string };

/** Where the server's portal calls go: `PORTAL_API_URL` when set, else the embedded CMS in-process. */
export function serverPortalContext(locale: LanguageCode, preview?: PreviewAuth) {
  const { PORTAL_API_URL } = readEnv();
  return PORTAL_API_URL
    ? { baseUrl: PORTAL_API_URL, transport: fetchTransport, locale, preview }
    : { baseUrl: EMBEDDED_ORIGIN, transport: inProcessTransport, locale, preview };
}
