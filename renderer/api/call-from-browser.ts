import type { LanguageCode } from '@/schemas/locale';
import type { UserInfo } from '@/schemas/user-info';
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

/**
 * GET /front/user from the browser, with its own row and schema (zod/mini) only: UserLoader makes this call
 * just after hydration on every page, where evaluating the whole table was a 400 ms task on a mid-range phone.
 */
export async function fetchUserFromBrowser(locale: LanguageCode, options: Pick<PortalContext, 'signal'>): Promise<PortalResult<UserInfo>> {
  const [{ callEndpoint }, { browserPortalContext }, { userEndpoint }] = await Promise.all([
    import('./call-endpoint'),
    import('./browser-portal'),
    import('./user-endpoint'),
  ]);
  return callEndpoint(browserPortalContext(locale, options), userEndpoint);
}
