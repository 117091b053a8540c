import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import menusJson from '@/fixtures/menus.json';
import { menuItemSchema, menuTreeSchema, type MenuItem } from '@/schemas/menu';
import { firstPath, isPathHidden, menuLabel, visibleMenus } from './visible-menus';

const menus = menuTreeSchema.parse(menusJson);

const codes = (items: readonly MenuItem[]): string[] => items.flatMap((item) => [item.menuCode, ...codes(item.children)]);
const top = (items: readonly MenuItem[], menuCode: string): MenuItem => {
  const found = items.find((item) => item.menuCode === menuCode);
  if (!found) throw new Error(`no top-level ${menuCode}`);
  return found;
};

let nextId = 1;
function createMenuItem(overrides: Partial<z.input<typeof menuItemSchema>> = {}): MenuItem {
  const id = nextId++;
  return menuItemSchema.parse({ id, name: `条目 ${id}`, nameUs: `Item ${id}`, menuCode: `item-${id}`, type: 'resources', ...overrides });
}

const HIDDEN_IN_ENGLISH = ['product-updates', 'blog', 'compatibility'];

describe('visibleMenus', () => {
  it('English hides product-updates, blog and compatibility; Chinese shows them', () => {
    const english = codes(visibleMenus(menus, 'EN_US'));
    const chinese = codes(visibleMenus(menus, 'ZH_CN'));
    for (const code of HIDDEN_IN_ENGLISH) {
      expect(english, `EN_US ${code}`).not.toContain(code);
      expect(chinese, `ZH_CN ${code}`).toContain(code);
    }
    expect(english).toEqual(chinese.filter((code) => !HIDDEN_IN_ENGLISH.includes(code)));
  });

  it('hides those items at any depth, with their children', () => {
    const tree = [
      createMenuItem({
        menuCode: 'resources',
        children: [
          createMenuItem({ menuCode: 'news', children: [createMenuItem({ menuCode: 'blog', children: [createMenuItem({ menuCode: 'blog-post' })] })] }),
          createMenuItem({ menuCode: 'compatibility' }),
        ],
      }),
    ];
    expect(codes(visibleMenus(tree, 'EN_US'))).toEqual(['resources', 'news']);
    expect(codes(visibleMenus(tree, 'ZH_CN'))).toEqual(['resources', 'news', 'blog', 'blog-post', 'compatibility']);
  });

  it('orders every level by order, whatever order the CMS sent', () => {
    const tree = [
      createMenuItem({ menuCode: 'c', order: 3 }),
      createMenuItem({
        menuCode: 'a',
        order: 1,
        children: [createMenuItem({ menuCode: 'a2', order: 2 }), createMenuItem({ menuCode: 'a1', order: 1 })],
      }),
      createMenuItem({ menuCode: 'b', order: 2 }),
    ];
    expect(codes(visibleMenus(tree, 'ZH_CN'))).toEqual(['a', 'a1', 'a2', 'b', 'c']);
  });

  it('leaves the CMS tree as it was', () => {
    const tree = [createMenuItem({ menuCode: 'z', order: 2 }), createMenuItem({ menuCode: 'blog', order: 1 })];
    visibleMenus(tree, 'EN_US');
    expect(tree.map((item) => item.menuCode)).toEqual(['z', 'blog']);
  });
});

describe('menuLabel', () => {
  it('is name in Chinese and nameUs in English', () => {
    const item = createMenuItem({ name: '产品', nameUs: 'Products' });
    expect(menuLabel(item, 'ZH_CN')).toBe('产品');
    expect(menuLabel(item, 'EN_US')).toBe('Products');
  });

  it.each(['', null, undefined])('falls back to name in English when nameUs is %j', (nameUs) => {
    expect(menuLabel(createMenuItem({ name: '产品', nameUs }), 'EN_US')).toBe('产品');
  });
});

describe('firstPath', () => {
  it("is an item's own path when it has one", () => {
    expect(firstPath(top(menus, 'service'))).toBe('/service');
  });

  it('is the first descendant page of a grouping item', () => {
    expect(firstPath(top(menus, 'product'))).toBe('/product/enterprise-cloud');
    expect(firstPath(top(menus, 'solution'))).toBe('/solution/healthcare');
  });

  it('skips what English hides: Resources leads to the blog in Chinese and to the cases in English', () => {
    expect(firstPath(top(visibleMenus(menus, 'ZH_CN'), 'resources'))).toBe('/blog');
    expect(firstPath(top(visibleMenus(menus, 'EN_US'), 'resources'))).toBe('/cases');
  });

  it('is undefined when no item below has a page', () => {
    expect(firstPath(createMenuItem({ path: null, children: [createMenuItem({ path: null })] }))).toBeUndefined();
  });
});

describe('isPathHidden', () => {
  it.each(['/blog', '/blog/12', '/product-updates?page=2', '/compatibility#list'])('hides %s in English only', (path) => {
    expect(isPathHidden(path, 'EN_US')).toBe(true);
    expect(isPathHidden(path, 'ZH_CN')).toBe(false);
  });

  it.each(['/', '/cases', '/compatibility_form', '/blogs', '/product/blog'])('keeps %s in English', (path) => {
    expect(isPathHidden(path, 'EN_US')).toBe(false);
  });
});
