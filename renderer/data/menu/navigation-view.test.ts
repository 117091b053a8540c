import { describe, expect, it } from 'vitest';
import menusJson from '@/fixtures/menus.json';
import { menuTreeSchema, type MenuItem } from '@/schemas/menu';
import { navigationView, type DrawerNode } from './navigation-view';
import { visibleMenus } from './visible-menus';

const tree = menuTreeSchema.parse(menusJson);
const chinese = navigationView(visibleMenus(tree, 'ZH_CN'), 'ZH_CN');
const english = navigationView(visibleMenus(tree, 'EN_US'), 'EN_US');

const linkedPaths = (nodes: readonly MenuItem[]): string[] =>
  nodes.flatMap((node) => [...(node.path && !node.classify ? [node.path] : []), ...linkedPaths(node.children)]);
const drawerPaths = (nodes: readonly DrawerNode[]): string[] => nodes.flatMap((node) => [...(node.href ? [node.href] : []), ...drawerPaths(node.children)]);
const panelPaths = (view: typeof chinese) =>
  Object.values(view.panels).flatMap((panel) => [
    ...(panel.href ? [panel.href] : []),
    ...panel.columns.flatMap((column) =>
      column.groups.flatMap((group) => group.entries.flatMap((entry) => [entry.href, ...entry.subItems.map((sub) => sub.href)])),
    ),
  ]);

describe('navigationView', () => {
  it('links every page of the visible menus, in the drawer and in the mega panels', () => {
    const wanted = linkedPaths(visibleMenus(tree, 'ZH_CN')).sort();
    expect(drawerPaths(chinese.drawer).sort()).toEqual(wanted);
    expect(new Set(panelPaths(chinese))).toEqual(new Set(wanted));
  });

  it('keeps the English-hidden sections out of the English view', () => {
    expect(drawerPaths(english.drawer)).not.toContain('/blog');
    expect(panelPaths(english)).not.toContain('/compatibility');
    expect(drawerPaths(chinese.drawer)).toContain('/blog');
  });

  it('names items in the locale, shows the intro, subtitle and badge, and the category headings where they start', () => {
    const product = chinese.panels.product;
    expect(product?.columns[0]?.heading).toEqual({ label: '云平台', span: 2 });
    const [first] = product?.columns[0]?.groups ?? [];
    expect(first?.entries[0]).toMatchObject({ label: '企业云', href: '/product/enterprise-cloud', subtitle: '全栈私有云平台，稳定承载核心业务' });
    const container = product?.columns
      .flatMap((column) => column.groups.flatMap((group) => group.entries))
      .find((entry) => entry.href === '/product/container-cloud');
    expect(container).toMatchObject({ subtitle: '企业级 Kubernetes 平台', badge: expect.any(String) });
    expect(english.panels.product?.columns[0]?.groups[0]?.entries[0]?.label).toBe('Enterprise Cloud');
  });

  it('leaves Chinese descriptions off the English site, and category headings unlinked in the drawer', () => {
    const entries = Object.values(english.panels).flatMap((panel) => panel.columns.flatMap((column) => column.groups.flatMap((group) => group.entries)));
    expect(entries.filter((entry) => entry.subtitle && /[\u3400-\u9fff]/.test(entry.subtitle))).toEqual([]);
    const cloudPlatform = chinese.drawer[0]?.children[0];
    expect(cloudPlatform).toMatchObject({ label: '云平台', heading: true, href: undefined });
  });

  it.each([
    ['Chinese', chinese],
    ['English', english],
  ])('lays the %s panels out in the columns that have items, each category heading once', (_, view) => {
    const resources = view.panels.resources?.columns ?? [];
    expect(resources.every((column) => column.groups.some((group) => group.entries.length > 0))).toBe(true);
    for (const panel of Object.values(view.panels)) {
      const headings = panel.columns.flatMap((column) => [column.heading?.label, ...column.groups.map((group) => group.heading)]).filter(Boolean);
      expect(new Set(headings).size).toBe(headings.length);
    }
    // Cloud platforms heads columns 1 and 2, Storage column 3; Xinchuang Cloud (column 4 by the fixed mapping) does not repeat it.
    expect(view.panels.product?.columns.map((column) => column.heading?.span)).toEqual([2, undefined, 1, undefined]);
  });

  it('keeps the English resources panel to the two columns it has: cases and reports', () => {
    expect(english.panels.resources?.columns.map((column) => column.id)).toEqual(['column1', 'column3']);
  });

  it('drops unsafe CMS paths and icons instead of linking them', () => {
    const hostile = menuTreeSchema.parse([
      {
        id: 1,
        name: '产品',
        menuCode: 'product',
        type: 'product',
        path: null,
        children: [{ id: 2, name: '坏链接', menuCode: 'bad', type: 'product', path: 'javascript:alert(1)', defaultIcon: 'javascript:x' }],
      },
    ]);
    const view = navigationView(hostile, 'ZH_CN');
    expect(view.drawer[0]?.children[0]).toMatchObject({ label: '坏链接', href: undefined });
    expect(view.panels.product?.columns[0]?.groups[0]?.entries[0]).toMatchObject({ href: undefined, icon: undefined });
  });
});
