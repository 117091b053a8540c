import type { MenuItem } from '@/schemas/menu';

function* walk(items: readonly MenuItem[]): Generator<MenuItem> {
  for (const item of items) {
    yield item;
    yield* walk(item.children);
  }
}

/** Menu items by menuCode, for the catalog lists' paths. */
export function indexMenus(menus: readonly MenuItem[]): ReadonlyMap<string, MenuItem> {
  return new Map([...walk(menus)].map((item) => [item.menuCode, item]));
}
