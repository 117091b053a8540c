import type { PortalContext, PortalResult } from '@/renderer/data/api/call-types';
import { fetchTransport } from '@/renderer/data/api/transport';
import type { LanguageCode } from '@/schemas/locale';
import { CMS_TEST_ORIGIN } from './portal-handlers';

/** The real client's context, over the network to msw; with a preview token it reads drafts. */
export function cmsTestContext(locale: LanguageCode, preview?: { token: string }): PortalContext {
  return { baseUrl: CMS_TEST_ORIGIN, transport: fetchTransport, locale, preview };
}

/** The data of a call that must succeed; a failure fails the test with the portal's own error. */
export function dataOf<T>([error, data]: PortalResult<T>): T {
  if (error !== null) throw error;
  return data;
}
