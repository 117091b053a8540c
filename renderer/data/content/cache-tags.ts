import type { DetailKind } from '@/schemas/detail';
import type { LanguageCode } from '@/schemas/locale';

/** Every cache tag the site uses; the locale is part of each, so one language can be refreshed alone. */
export const cacheTags = {
  siteInfo: () => 'site-info',
  menus: () => 'menus',
  hotMenus: () => 'hot-menus',
  common: (locale: LanguageCode) => `common:${locale}`,
  home: (locale: LanguageCode) => `home:${locale}`,
  catalog: (locale: LanguageCode, kind: DetailKind) => `catalog:${kind}:${locale}`,
  detail: (locale: LanguageCode, kind: DetailKind, id: number) => `detail:${kind}:${id}:${locale}`,
  modulePage: (locale: LanguageCode, belongType: string) => `module-page:${belongType}:${locale}`,
  resource: (locale: LanguageCode, type: string) => `resource:${type}:${locale}`,
  /** Every news list of one kind (a news type, or `reports`), and the articles of a locale. */
  newsList: (locale: LanguageCode, kind: string) => `news-list:${kind}:${locale}`,
  newsArticle: (locale: LanguageCode, id: number) => `news-article:${id}:${locale}`,
  news: (locale: LanguageCode) => `news:${locale}`,
  newsEvents: (locale: LanguageCode) => `news-events:${locale}`,
  /** Every documentation answer of a locale: categories, trees, documents. */
  docs: (locale: LanguageCode) => `docs:${locale}`,
  docTree: (locale: LanguageCode, cateId: number) => `docs:tree:${cateId}:${locale}`,
  docDetail: (locale: LanguageCode, docId: number) => `docs:document:${docId}:${locale}`,
  /** Search answers and hot search words of a locale; refreshed with the content they index. */
  search: (locale: LanguageCode) => `search:${locale}`,
  /** The SEO entries of a locale (`/seoCommon/*` and `/seoModule/*`). */
  seo: (locale: LanguageCode) => `seo:${locale}`,
} as const;
