import 'server-only';
import { cache } from 'react';
import type { LanguageCode } from '@/schemas/locale';
import type { PortalResult } from '../api/call-types';
import type { PortalError } from '../api/errors';
import { cacheTags } from './cache-tags';
import { portalCall } from './portal-call';

const RECOMMEND_SIZE = 6;
const NEWS_SIZE = 3;

/** Every call the home page makes, in parallel. */
function fetchHome(locale: LanguageCode) {
  const policy = { tags: [cacheTags.home(locale)] };
  const catalogPolicy = { tags: [cacheTags.home(locale), cacheTags.catalog(locale, 'product')] };
  return Promise.all([
    portalCall(locale, policy, 'homeBanners'),
    portalCall(locale, policy, 'homeShortcut'),
    portalCall(locale, policy, 'homeSpecialService'),
    portalCall(locale, policy, 'homeCustomerCase'),
    portalCall(locale, policy, 'homeCustomerCases'),
    portalCall(locale, policy, 'solutionRecommends', { body: { size: RECOMMEND_SIZE } }),
    portalCall(locale, policy, 'serviceRecommends', { body: { size: RECOMMEND_SIZE } }),
    portalCall(locale, policy, 'imageResources', { params: { type: 'topcase' } }),
    portalCall(locale, policy, 'imageResources', { params: { type: 'distribution' } }),
    portalCall(locale, policy, 'newsRecommendations', { body: { size: NEWS_SIZE } }),
    portalCall(locale, catalogPolicy, 'products'),
  ]);
}

const firstError = (results: readonly PortalResult<unknown>[]): PortalError | undefined =>
  results.find((result): result is [PortalError, undefined] => result[0] !== null)?.[0];

/** Everything the home page shows; the first failure fails the whole page, so a half page is never cached. */
export const getHomeData = cache(async (locale: LanguageCode) => {
  const results = await fetchHome(locale);
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
