import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import menusJson from '@/fixtures/menus.json';
import { menuItemSchema, menuTreeSchema, TOP_MENU_CODES, type MenuItem, type TopMenuCode } from '@/schemas/menu';
import { arrangeColumns, mappedColumn, type MegaMenuColumn } from './mega-menu';
import { COLUMN_IDS, COLUMN_ROOM, megaMenuColumns, type ColumnId } from './mega-menu-columns';
import { visibleMenus } from './visible-menus';

const menus = visibleMenus(menuTreeSchema.parse(menusJson), 'ZH_CN');

const topOf = (code: TopMenuCode): MenuItem => {
  const found = menus.find((item) => item.menuCode === code);
  if (!found) throw new Error(`no top-level ${code}`);
  return found;
};

/** menuCode → column, for the entries and their sub-items. */
function placement(columns: MegaMenuColumn[]): Map<string, ColumnId> {
  const where = new Map<string, ColumnId>();
  for (const column of columns) for (const entry of column.entries) for (const item of [entry.item, ...entry.subItems]) where.set(item.menuCode, column.id);
  return where;
}

const codesIn = (columns: MegaMenuColumn[], id: ColumnId) => columns.find((column) => column.id === id)?.entries.map((entry) => entry.item.menuCode) ?? [];

const nonHeadings = (item: MenuItem): MenuItem[] => item.children.flatMap((child) => [...(child.classify ? [] : [child]), ...nonHeadings(child)]);

let nextId = 90_000;
function createMenuItem(overrides: Partial<z.input<typeof menuItemSchema>> = {}): MenuItem {
  const id = nextId++;
  return menuItemSchema.parse({ id, name: `条目 ${id}`, nameUs: `Item ${id}`, menuCode: `item-${id}`, type: 'product', ...overrides });
}

describe('the mega-menu column mapping', () => {
  it('puts the products in their columns', () => {
    const where = placement(arrangeColumns(topOf('product')));
    expect(Object.fromEntries(where)).toMatchObject({
      'hyperconverged-cloud': 'column1',
      'enterprise-cloud': 'column1',
      'hybrid-cloud': 'column2',
      'container-cloud': 'column2',
      'enterprise-storage': 'column3',
      'xinchuang-cloud': 'column4',
      'top-computing': 'column4',
    });
  });

  it('lists object, file and unified storage under enterprise storage in column3', () => {
    const column3 = arrangeColumns(topOf('product')).find((column) => column.id === 'column3');
    const storage = column3?.entries.find((entry) => entry.item.menuCode === 'enterprise-storage');
    expect(storage?.subItems.map((item) => item.menuCode)).toEqual(['object-storage', 'file-storage', 'unified-storage']);
    expect(column3?.entries).toHaveLength(1);
  });

  it.each(TOP_MENU_CODES)('places every %s item of the fixtures in its mapped column, none dropped', (code) => {
    const top = topOf(code);
    const columns = arrangeColumns(top);
    const where = placement(columns);
    for (const item of nonHeadings(top)) expect(where.has(item.menuCode), `${item.menuCode} is shown`).toBe(true);
    for (const entry of columns.flatMap((column) => column.entries)) {
      expect(mappedColumn(entry.item), `${entry.item.menuCode} has a mapping`).toBeDefined();
      expect(where.get(entry.item.menuCode)).toBe(mappedColumn(entry.item));
    }
  });

  it('lays out the solutions, services, partners, support, resources and about panels', () => {
    expect(COLUMN_IDS.map((id) => codesIn(arrangeColumns(topOf('solution')), id))).toEqual([
      ['healthcare'],
      ['manufacturing'],
      ['media-convergence'],
      ['education'],
    ]);
    expect(codesIn(arrangeColumns(topOf('service')), 'column2')).toEqual(['managed-operations']);
    expect(placement(arrangeColumns(topOf('service'))).get('database-operations')).toBe('column2');
    expect(codesIn(arrangeColumns(topOf('partners')), 'column2')).toEqual(['compatibility']);
    expect(codesIn(arrangeColumns(topOf('support')), 'column1')).toEqual(['support']);
    expect(codesIn(arrangeColumns(topOf('resources')), 'column1')).toEqual(['cases']);
    expect(codesIn(arrangeColumns(topOf('about')), 'column1')).toEqual(['company', 'career']);
  });

  it('keeps the mapping to the four columns and to menuCodes the fixtures use', () => {
    const fixtureCodes = new Set(menus.flatMap((top) => nonHeadings(top).map((item) => item.menuCode)));
    for (const [type, mapping] of Object.entries(megaMenuColumns)) {
      for (const [menuCode, column] of Object.entries(mapping)) {
        expect(COLUMN_IDS, `${type}/${menuCode}`).toContain(column);
        expect(fixtureCodes.has(menuCode), `${type}/${menuCode} is a menuCode of fixtures/menus.json`).toBe(true);
      }
    }
  });

  it('shows each category heading once, above its first item, left to right', () => {
    const headings = arrangeColumns(topOf('product')).map((column) =>
      column.entries.filter((entry) => entry.startsCategory).map((entry) => entry.category?.menuCode),
    );
    expect(headings).toEqual([['cloud-platform'], [], ['storage'], ['computing']]);
  });
});

describe('an unmapped item', () => {
  it('goes to the first column with room', () => {
    const top = topOf('product');
    const extra = createMenuItem({ menuCode: 'edge-ai', order: 99 });
    const columns = arrangeColumns({ ...top, children: [...top.children, extra] });
    expect(placement(columns).get('edge-ai')).toBe('column1');
  });

  it('skips a column without room for it and its sub-items', () => {
    const top = createMenuItem({
      menuCode: 'product',
      children: [
        createMenuItem({ menuCode: 'enterprise-cloud' }),
        createMenuItem({ menuCode: 'hyperconverged-cloud' }),
        createMenuItem({ menuCode: 'hybrid-cloud' }),
      ],
    });
    const family = createMenuItem({ menuCode: 'new-family', children: [createMenuItem(), createMenuItem()] });
    const columns = arrangeColumns({ ...top, children: [...top.children, family] });
    // column1 already holds 2 rows and the family needs 3; column2 holds 1, so it fits there.
    expect(COLUMN_ROOM).toBe(4);
    expect(placement(columns).get('new-family')).toBe('column2');
  });

  it('is never dropped, even when every column is full', () => {
    const filler = (n: number) => Array.from({ length: n }, () => createMenuItem());
    const top = createMenuItem({ menuCode: 'solution', type: 'solution', children: filler(COLUMN_ROOM * 4 + 3) });
    const columns = arrangeColumns(top);
    const shown = columns.flatMap((column) => column.entries.map((entry) => entry.item.id));
    expect(shown.sort()).toEqual(top.children.map((item) => item.id).sort());
    const sizes = columns.map((column) => column.entries.length);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
  });

  it('of another group goes to the first column with room too', () => {
    const top = topOf('about');
    const extra = createMenuItem({ menuCode: 'investors', type: 'about', path: '/investors' });
    expect(placement(arrangeColumns({ ...top, children: [...top.children, extra] })).get('investors')).toBe('column1');
  });
});
