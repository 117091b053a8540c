import { describe, expect, it } from 'vitest';
import { pageTagsOf, rememberPageTags, REMEMBERED_PAGES } from './page-tags';

describe('rememberPageTags', () => {
  it("adds a render's tags to its page's and returns only the new ones", () => {
    const page = { locale: 'EN_US', path: '/product/remembered' };
    expect(rememberPageTags({ ...page, tags: ['menus', 'detail:product:1101:EN_US'] })).toEqual(['menus', 'detail:product:1101:EN_US']);
    expect(rememberPageTags({ ...page, tags: ['menus', 'catalog:product:EN_US'] })).toEqual(['catalog:product:EN_US']);
    expect(pageTagsOf('EN_US', '/product/remembered')).toEqual(new Set(['menus', 'detail:product:1101:EN_US', 'catalog:product:EN_US']));
    expect(pageTagsOf('ZH_CN', '/product/remembered')).toBeUndefined();
  });

  it('forgets the page written longest ago past its cap', () => {
    const at = (index: number) => ({ locale: 'ZH_CN', path: `/news/${index}`, tags: ['menus'] });
    for (let index = 0; index < REMEMBERED_PAGES; index += 1) rememberPageTags(at(index));
    // Written again, the first page is now the last to be forgotten.
    rememberPageTags(at(0));
    rememberPageTags(at(REMEMBERED_PAGES));
    expect(pageTagsOf('ZH_CN', '/news/0')).toBeDefined();
    expect(pageTagsOf('ZH_CN', '/news/1')).toBeUndefined();
  });
});
