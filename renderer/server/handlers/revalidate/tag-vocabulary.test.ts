import { describe, expect, it } from 'vitest';
import { cacheTags } from '../../../data/content/cache-tags';
import { everyTag } from './every-tag';
import { isCacheTag, TAG_SHAPES } from './tag-vocabulary';

/** One tag of each kind as the getters make it; the type insists on every key of `cacheTags`. */
const made = {
  siteInfo: cacheTags.siteInfo(),
  menus: cacheTags.menus(),
  hotMenus: cacheTags.hotMenus(),
  common: cacheTags.common('EN_US'),
  home: cacheTags.home('ZH_CN'),
  catalog: cacheTags.catalog('EN_US', 'solution'),
  detail: cacheTags.detail('EN_US', 'product', 1101),
  modulePage: cacheTags.modulePage('ZH_CN', 'NEWSRECOMMEND'),
  resource: cacheTags.resource('EN_US', 'service_agreement'),
  newsList: cacheTags.newsList('EN_US', 'reports'),
  newsArticle: cacheTags.newsArticle('ZH_CN', 42),
  news: cacheTags.news('JA_JP'),
  newsEvents: cacheTags.newsEvents('KO_KR'),
  docs: cacheTags.docs('EN_US'),
  docTree: cacheTags.docTree('EN_US', 7),
  docDetail: cacheTags.docDetail('ZH_CN', 300),
  search: cacheTags.search('ZH_CN'),
  seo: cacheTags.seo('EN_US'),
} satisfies Record<keyof typeof cacheTags, string>;

describe('cache tag vocabulary', () => {
  it.each(Object.entries(made))('accepts the %s tag the getters make (%s), by its own shape', (key, tag) => {
    expect(isCacheTag(tag)).toBe(true);
    const shape = Object.entries(TAG_SHAPES).find(([name]) => name === key)?.[1];
    expect(tag).toMatch(new RegExp(`^${shape}$`));
  });

  it.each([
    ['an unknown name', 'everything'],
    ['an unknown locale', 'common:FR_FR'],
    ['a locale where none belongs', 'menus:EN_US'],
    ['an unknown detail kind', 'detail:partner:1:EN_US'],
    ['an id that is not a positive integer', 'detail:product:0:EN_US'],
    ['a negative id', 'news-article:-3:ZH_CN'],
    ['an unknown module page', 'module-page:ADMIN:EN_US'],
    ['an unknown news kind', 'news-list:GOSSIP:EN_US'],
    ['trailing text', 'menus '],
    ['two tags in one', 'menus|hot-menus'],
    ['a path tag of Next', '_N_T_/layout'],
    ['an empty string', ''],
  ])('refuses %s (%j)', (_, tag) => {
    expect(isCacheTag(tag)).toBe(false);
  });

  it('lists every listable tag once, each of them known', () => {
    const tags = everyTag();
    expect(new Set(tags).size).toBe(tags.length);
    expect(tags.filter((tag) => !isCacheTag(tag))).toEqual([]);
    expect(tags).toEqual(expect.arrayContaining(['menus', 'hot-menus', 'site-info', 'common:EN_US', 'catalog:service:ZH_CN', 'news:EN_US']));
  });
});
