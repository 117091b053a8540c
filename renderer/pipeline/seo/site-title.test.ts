import { describe, expect, it } from 'vitest';
import { pageTitle, siteTitleTemplate } from './site-title';

describe('the site title rule', () => {
  it("follows every page's own words with the site's name", () => {
    expect(siteTitleTemplate('边云科技')).toEqual({ template: '%s - 边云科技' });
  });

  it('names the site once: a title the CMS wrote with the name is kept whole, any other gets the template', () => {
    expect(pageTitle('企业云 - 边云科技', '边云科技')).toEqual({ absolute: '企业云 - 边云科技' });
    expect(pageTitle('EdgeCloud - Enterprise cloud and edge computing', 'EdgeCloud')).toEqual({ absolute: 'EdgeCloud - Enterprise cloud and edge computing' });
    expect(pageTitle('合作伙伴计划', '边云科技')).toBe('合作伙伴计划');
    // The name inside a headline is not a title's naming of the site.
    expect(pageTitle('边云科技企业客户突破 3000 家', '边云科技')).toBe('边云科技企业客户突破 3000 家');
  });

  it('adds nothing when the CMS names no site', () => {
    expect(siteTitleTemplate(undefined)).toBeUndefined();
    expect(pageTitle('合作伙伴计划', undefined)).toBe('合作伙伴计划');
  });
});
