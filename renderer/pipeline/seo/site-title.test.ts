import { describe, expect, it } from 'vitest';
import { siteTitle } from './site-title';

describe('a page title', () => {
  it("follows the page's own words with the site's name", () => {
    expect(siteTitle('合作伙伴计划', '边云科技')).toBe('合作伙伴计划 - 边云科技');
    // The name inside a headline is not a title's naming of the site.
    expect(siteTitle('边云科技企业客户突破 3000 家', '边云科技')).toBe('边云科技企业客户突破 3000 家 - 边云科技');
  });

  it('names the site once: a title the CMS wrote with the name, or the name alone, is kept whole', () => {
    expect(siteTitle('企业云 - 边云科技', '边云科技')).toBe('企业云 - 边云科技');
    expect(siteTitle('EdgeCloud - Enterprise cloud and edge computing', 'EdgeCloud')).toBe('EdgeCloud - Enterprise cloud and edge computing');
    expect(siteTitle('EdgeCloud', 'EdgeCloud')).toBe('EdgeCloud');
  });
});
