import { DETAIL_KINDS } from '@/schemas/detail';
import { LANGUAGE_CODES } from '@/schemas/locale';
import { newsTypeSchema } from '@/schemas/news';
import { JSON_MODULE_BELONG_TYPES } from '../../../data/api/payload-schemas';
import type { cacheTags } from '../../../data/content/cache-tags';

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const oneOf = (values: readonly string[]) => `(?:${values.map(escape).join('|')})`;

const LOCALE = oneOf(LANGUAGE_CODES);
const KIND = oneOf(DETAIL_KINDS);
const ID = '[1-9][0-9]{0,15}';
const NEWS_LIST = oneOf([...newsTypeSchema.options, 'reports']);
const RESOURCE = '[A-Za-z0-9_-]{1,64}';

/**
 * The shape of every tag in `cacheTags`, one entry per tag (the type keeps the two lists in step;
 * a test checks each tag the site makes matches its shape). The webhook accepts nothing else.
 */
export const TAG_SHAPES = {
  siteInfo: 'site-info',
  menus: 'menus',
  hotMenus: 'hot-menus',
  common: `common:${LOCALE}`,
  home: `home:${LOCALE}`,
  catalog: `catalog:${KIND}:${LOCALE}`,
  detail: `detail:${KIND}:${ID}:${LOCALE}`,
  modulePage: `module-page:${oneOf(JSON_MODULE_BELONG_TYPES)}:${LOCALE}`,
  resource: `resource:${RESOURCE}:${LOCALE}`,
  newsList: `news-list:${NEWS_LIST}:${LOCALE}`,
  newsArticle: `news-article:${ID}:${LOCALE}`,
  news: `news:${LOCALE}`,
  newsEvents: `news-events:${LOCALE}`,
  docs: `docs:${LOCALE}`,
  docTree: `docs:tree:${ID}:${LOCALE}`,
  docDetail: `docs:document:${ID}:${LOCALE}`,
  search: `search:${LOCALE}`,
  seo: `seo:${LOCALE}`,
} as const satisfies Record<keyof typeof cacheTags, string>;

const KNOWN_TAG = new RegExp(`^(?:${Object.values(TAG_SHAPES).join('|')})$`);

/** True for a tag the site's getters can attach to a cached answer. */
export const isCacheTag = (tag: string): boolean => KNOWN_TAG.test(tag);
