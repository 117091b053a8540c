import type { DetailKind } from '@/schemas/detail';
import type { LanguageCode } from '@/schemas/locale';

/** Every cache tag the site uses; the locale is part of each, so one language can be refreshed alone. */
export const cacheTags = {
  siteInfo: () => 'site-info',
  menus: () => 'menus',
  common: (locale: LanguageCode) => `common:${locale}`,
  home: (locale: LanguageCode) => `home:${locale}`,
  catalog: (locale: LanguageCode, kind: DetailKind) => `catalog:${kind}:${locale}`,
  detail: (locale: LanguageCode, kind: DetailKind, id: number) => `detail:${kind}:${id}:${locale}`,
  modulePage: (locale: LanguageCode, belongType: string) => `module-page:${belongType}:${locale}`,
  resource: (locale: LanguageCode, type: string) => `resource:${type}:${locale}`,
} as const;
