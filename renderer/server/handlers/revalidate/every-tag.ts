import { DETAIL_KINDS } from '@/schemas/detail';
import { LANGUAGE_CODES, type LanguageCode } from '@/schemas/locale';
import { newsTypeSchema } from '@/schemas/news';
import { JSON_MODULE_BELONG_TYPES } from '../../../data/api/payload-schemas';
import { cacheTags } from '../../../data/content/cache-tags';

const localeTags = (locale: LanguageCode): string[] => [
  cacheTags.common(locale),
  cacheTags.home(locale),
  ...DETAIL_KINDS.map((kind) => cacheTags.catalog(locale, kind)),
  ...JSON_MODULE_BELONG_TYPES.map((belongType) => cacheTags.modulePage(locale, belongType)),
  ...[...newsTypeSchema.options, 'reports'].map((kind) => cacheTags.newsList(locale, kind)),
  cacheTags.news(locale),
  cacheTags.newsEvents(locale),
  cacheTags.docs(locale),
  cacheTags.search(locale),
  cacheTags.seo(locale),
];

/**
 * Every tag that can be listed. Tags with an id ride along with a listed one (a detail with its
 * catalogue, an article with `news`, documents with `docs`); content resources have none, which is
 * why `{ all: true }` also expires every page by path.
 */
export function everyTag(): string[] {
  return [cacheTags.siteInfo(), cacheTags.menus(), cacheTags.hotMenus(), ...LANGUAGE_CODES.flatMap(localeTags)];
}
