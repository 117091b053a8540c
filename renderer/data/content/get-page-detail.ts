import 'server-only';
import { cache } from 'react';
import type { DetailKind } from '@/schemas/detail';
import type { LanguageCode } from '@/schemas/locale';
import { DETAIL_ENDPOINTS } from '../api/endpoints';
import { cacheTags } from './cache-tags';
import { portalCall } from './portal-call';

/** A product, solution or service page, as the CMS sends it; fetched per view, cached per page and locale. */
export const getPageDetail = cache((locale: LanguageCode, kind: DetailKind, id: number) =>
  portalCall(locale, { tags: [cacheTags.detail(locale, kind, id), cacheTags.catalog(locale, kind)] }, DETAIL_ENDPOINTS[kind], { params: { id } }),
);
