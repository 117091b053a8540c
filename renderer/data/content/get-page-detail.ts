import 'server-only';
import { cache } from 'react';
import type { DetailKind } from '@/schemas/detail';
import type { LanguageCode } from '@/schemas/locale';
import { cacheTags } from './cache-tags';
import { withProductNames } from './name-products';
import { portalCall } from './portal-call';

const DETAIL_ENDPOINT = { product: 'productDetail', solution: 'solutionDetail', service: 'serviceDetail' } as const;

/** A product, solution or service page; fetched per view (spec section 4), cached per page and locale. */
export const getPageDetail = cache(async (locale: LanguageCode, kind: DetailKind, id: number) =>
  withProductNames(
    locale,
    await portalCall(locale, { tags: [cacheTags.detail(locale, kind, id), cacheTags.catalog(locale, kind)] }, DETAIL_ENDPOINT[kind], { params: { id } }),
  ),
);
