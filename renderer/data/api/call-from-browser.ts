import type { LanguageCode } from '@/schemas/locale';
import type { CallPortalArgs } from './call-portal';
import type { PortalContext, PortalResult } from './call-types';
import type { EndpointData, EndpointName } from './endpoints';

/**
 * callPortal from the browser. The portal client, its endpoint table and every schema (classic zod with
 * them, 38 KB gzip) are imported on the first call, so they are in no page's first-load scripts. Rejects
 * only when that code cannot be loaded (offline); a failed call resolves to its PortalError, as callPortal does.
 */
export async function callFromBrowser<N extends EndpointName>(
  locale: LanguageCode,
  options: Pick<PortalContext, 'preview' | 'signal'>,
  name: N,
  ...args: CallPortalArgs<N>
): Promise<PortalResult<EndpointData<N>>> {
  const [{ callPortal }, { browserPortalContext }] = await Promise.all([import('./call-portal'), import('./browser-portal')]);
  return callPortal(browserPortalContext(locale, options), name, ...args);
}
