import type { MenuItem } from '@/schemas/menu';
import { COLUMN_IDS, COLUMN_ROOM, megaMenuColumns, type ColumnId } from './mega-menu-columns';

export type MegaMenuEntry = {
  item: MenuItem;
  /** The item's descendants, listed under it (enterprise-storage's object, file and unified storage). */
  subItems: MenuItem[];
  /** The category heading (`classify`) the item sits under in the CMS tree, if any. */
  category: MenuItem | undefined;
  /** True where the panel shows the category's name above the item: at the category's first item, once. */
  startsCategory: boolean;
};
export type MegaMenuColumn = { id: ColumnId; entries: MegaMenuEntry[] };

const descendants = (item: MenuItem): MenuItem[] => item.children.flatMap((child) => [child, ...descendants(child)]);

/** The items a panel lists: every non-heading item below the top, category headings looked through. */
function entriesOf(items: readonly MenuItem[], category: MenuItem | undefined): Omit<MegaMenuEntry, 'startsCategory'>[] {
  return items.flatMap((item) => (item.classify ? entriesOf(item.children, item) : [{ item, subItems: descendants(item), category }]));
}

const rowsOf = (entry: Pick<MegaMenuEntry, 'subItems'>) => 1 + entry.subItems.length;

/**
 * Lays a top-level item's subtree out in column1..column4 by the fixed mapping of mega-menu-columns.ts.
 * An unmapped item goes to the first column with room for it, else the shortest one: nothing is dropped.
 * Columns keep the CMS order (the tree is expected already sorted, see visibleMenus).
 */
export function arrangeColumns(top: MenuItem): MegaMenuColumn[] {
  const mapping = new Map<string, ColumnId>(Object.entries(megaMenuColumns[top.type]));
  const placed = new Map<ColumnId, Omit<MegaMenuEntry, 'startsCategory'>[]>(COLUMN_IDS.map((id) => [id, []]));
  const rows = (id: ColumnId) => (placed.get(id) ?? []).reduce((sum, entry) => sum + rowsOf(entry), 0);
  const unmapped: Omit<MegaMenuEntry, 'startsCategory'>[] = [];

  for (const entry of entriesOf(top.children, undefined)) {
    const column = mapping.get(entry.item.menuCode);
    if (column) placed.get(column)?.push(entry);
    else unmapped.push(entry);
  }
  for (const entry of unmapped) {
    const roomy = COLUMN_IDS.find((id) => rows(id) + rowsOf(entry) <= COLUMN_ROOM);
    const shortest = COLUMN_IDS.reduce((best, id) => (rows(id) < rows(best) ? id : best));
    placed.get(roomy ?? shortest)?.push(entry);
  }

  // A category's heading shows once, above its first item, reading the columns left to right.
  const headed = new Set<number>();
  return COLUMN_IDS.map((id) => ({
    id,
    entries: (placed.get(id) ?? []).map((entry) => {
      const startsCategory = entry.category !== undefined && !headed.has(entry.category.id);
      if (entry.category) headed.add(entry.category.id);
      return { ...entry, startsCategory };
    }),
  }));
}

/** Where a mapped menu item goes, for tests and callers that only need the rule. */
export function mappedColumn(item: Pick<MenuItem, 'type' | 'menuCode'>): ColumnId | undefined {
  return new Map<string, ColumnId>(Object.entries(megaMenuColumns[item.type])).get(item.menuCode);
}
