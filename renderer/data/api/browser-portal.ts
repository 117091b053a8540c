import type { LanguageCode } from '@/schemas/locale';
import type { PortalContext } from './call-types';
import { fetchTransport } from './transport';

/** Browser calls go to the site's own origin ('' base URL), which serves or relays /api/portal/v1. */
export function browserPortalContext(locale: LanguageCode, options: Pick<PortalContext, 'preview' | 'signal'> = {}): PortalContext {
  return { baseUrl: '', transport: fetchTransport, locale, ...options };
}
