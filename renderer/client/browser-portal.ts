import { z } from 'zod';
import type { LanguageCode } from '@/schemas/locale';
import type { PortalContext } from '../api/call-types';
import { fetchTransport } from '../api/transport';

// zod probes `new Function` on its first object parse to pick its fast path; the site's CSP allows no
// eval, so in the browser it would log a violation. Every browser parse (calls, forms) imports this module.
if (typeof window !== 'undefined') z.config({ jitless: true });

/** Browser calls go to the site's own origin ('' base URL), which serves or relays /api/portal/v1. */
export function browserPortalContext(locale: LanguageCode, options: Pick<PortalContext, 'preview' | 'signal'> = {}): PortalContext {
  return { baseUrl: '', transport: fetchTransport, locale, ...options };
}
