import type { LanguageCode } from '@/schemas/locale';
import { callPortal, type CallPortalArgs } from '../api/call-portal';
import type { PortalContext, PortalResult } from '../api/call-types';
import type { EndpointData, EndpointName } from '../api/endpoints';
import { fetchTransport } from '../api/transport';

/** Browser calls go to the site's own origin ('' base URL), which serves or relays /api/portal/v1. */
export function browserPortalContext(locale: LanguageCode, options: Pick<PortalContext, 'preview' | 'signal'> = {}): PortalContext {
  return { baseUrl: '', transport: fetchTransport, locale, ...options };
}

/** A portal call from a client leaf, through the one call helper. */
export function browserPortalCall<N extends EndpointName>(
  context: PortalContext,
  name: N,
  ...args: CallPortalArgs<N>
): Promise<PortalResult<EndpointData<N>>> {
  return callPortal(context, name, ...args);
}
