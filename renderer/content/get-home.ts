import 'server-only';
import { cache } from 'react';
import type { LanguageCode } from '@/schemas/locale';
import type { PortalResult } from '../api/call-types';
import type { PreviewAuth } from '../server/portal-context';
import { cacheTags } from './cache-tags';
import { portalCall } from './portal-call';

const RECOMMEND_SIZE = 6;

/** Everything the home page shows, fetched in parallel; the first failure fails the whole page so a half page is never cached. */
export const getHomeData = cache(async (locale: LanguageCode, preview?: PreviewAuth) => {
  const policy = { tags: [cacheTags.home(locale)] };
  const catalogPolicy = { tags: [cacheTags.home(locale), cacheTags.catalog(locale, 'product')] };
  const [banners, solutions, services, products, customerCases] = await Promise.all([
    portalCall(locale, preview, policy, 'homeBanners'),
    portalCall(locale, preview, policy, 'solutionRecommends', { body: { size: RECOMMEND_SIZE } }),
    portalCall(locale, preview, policy, 'serviceRecommends', { body: { size: RECOMMEND_SIZE } }),
    portalCall(locale, preview, catalogPolicy, 'products'),
    portalCall(locale, preview, policy, 'homeCustomerCases'),
  ]);
  const [bannersError, bannerList] = banners;
  const [solutionsError, solutionList] = solutions;
  const [servicesError, serviceList] = services;
  const [productsError, productList] = products;
  const [casesError, caseList] = customerCases;
  if (bannersError) return [bannersError, undefined] satisfies PortalResult<never>;
  if (solutionsError) return [solutionsError, undefined] satisfies PortalResult<never>;
  if (servicesError) return [servicesError, undefined] satisfies PortalResult<never>;
  if (productsError) return [productsError, undefined] satisfies PortalResult<never>;
  if (casesError) return [casesError, undefined] satisfies PortalResult<never>;
  const home = { banners: bannerList, solutions: solutionList, services: serviceList, products: productList, customerCases: caseList };
  return [null, home] satisfies PortalResult<typeof home>;
});
export type HomeData = NonNullable<Awaited<ReturnType<typeof getHomeData>>[1]>;
