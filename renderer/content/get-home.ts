import 'server-only';
import { cache } from 'react';
import type { LanguageCode } from '@/schemas/locale';
import type { PortalResult } from '../api/call-types';
import type { PortalError } from '../api/errors';
import type { PreviewAuth } from '../server/portal-context';
import { cacheTags } from './cache-tags';
import { portalCall } from './portal-call';

const RECOMMEND_SIZE = 6;
const NEWS_SIZE = 3;

/** Every home call of spec section 7, in parallel. */
function fetchHome(locale: LanguageCode, preview: PreviewAuth | undefined) {
  const policy = { tags: [cacheTags.home(locale)] };
  const catalogPolicy = { tags: [cacheTags.home(locale), cacheTags.catalog(locale, 'product')] };
  return Promise.all([
    portalCall(locale, preview, policy, 'homeBanners'),
    portalCall(locale, preview, policy, 'homeShortcut'),
    portalCall(locale, preview, policy, 'homeSpecialService'),
    portalCall(locale, preview, policy, 'homeCustomerCase'),
    portalCall(locale, preview, policy, 'homeCustomerCases'),
    portalCall(locale, preview, policy, 'solutionRecommends', { body: { size: RECOMMEND_SIZE } }),
    portalCall(locale, preview, policy, 'serviceRecommends', { body: { size: RECOMMEND_SIZE } }),
    portalCall(locale, preview, policy, 'imageResources', { params: { type: 'topcase' } }),
    portalCall(locale, preview, policy, 'imageResources', { params: { type: 'distribution' } }),
    portalCall(locale, preview, policy, 'newsRecommendations', { body: { size: NEWS_SIZE } }),
    portalCall(locale, preview, catalogPolicy, 'products'),
  ]);
}

const firstError = (results: readonly PortalResult<unknown>[]): PortalError | undefined =>
  results.find((result): result is [PortalError, undefined] => result[0] !== null)?.[0];

/** Everything the home page shows; the first failure fails the whole page, so a half page is never cached. */
export const getHomeData = cache(async (locale: LanguageCode, preview?: PreviewAuth) => {
  const results = await fetchHome(locale, preview);
  const error = firstError(results);
  if (error) return [error, undefined] satisfies PortalResult<never>;
  const [banners, shortcut, specialService, customerCase, customerCases, solutions, services, topcases, distribution, news, products] = results;
  const home = {
    banners: banners[1] ?? [],
    shortcut: shortcut[1],
    specialService: specialService[1],
    customerCase: customerCase[1],
    customerCases: customerCases[1] ?? [],
    solutions: solutions[1] ?? [],
    services: services[1] ?? [],
    topcases: topcases[1] ?? [],
    distribution: distribution[1] ?? [],
    news: news[1] ?? [],
    products: products[1] ?? [],
  };
  return [null, home] satisfies PortalResult<typeof home>;
});
export type HomeData = NonNullable<Awaited<ReturnType<typeof getHomeData>>[1]>;
