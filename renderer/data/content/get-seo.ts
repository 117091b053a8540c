import 'server-only';
import { cache } from 'react';
import type { LanguageCode } from '@/schemas/locale';
import { cacheTags } from './cache-tags';
import { portalCall } from './portal-call';

/** A site-wide SEO entry (`/seoCommon/{key}`): `index`, a page kind such as `product`, or `default`. */
export const getSeoCommon = cache((locale: LanguageCode, key: string) =>
  portalCall(locale, { tags: [cacheTags.seo(locale)] }, 'seoCommon', { params: { seoCommon: key } }),
);

/** The SEO entry of one page (`/seoModule/{key}`), keyed `{kind}-{menuCode}`; id and pageCode name the page too. */
export const getSeoModule = cache((locale: LanguageCode, key: string, id: number, pageCode: string) =>
  portalCall(locale, { tags: [cacheTags.seo(locale)] }, 'seoModule', { params: { seoModule: key }, query: { id, pageCode } }),
);
