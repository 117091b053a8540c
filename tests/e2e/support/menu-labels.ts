import { readMenus, type MenuNode } from './content';
import type { Site } from './sites';

const allMenus = (items: readonly MenuNode[]): MenuNode[] => items.flatMap((item) => [item, ...allMenus(item.children)]);

/** A menu item of fixtures/menus.json by its menuCode. */
export function menuNode(code: string): MenuNode {
  const found = allMenus(readMenus()).find((item) => item.menuCode === code);
  if (!found) throw new Error(`fixtures/menus.json has no ${code}`);
  return found;
}

/** What a site calls a menu item: the Chinese name, or the English one where there is one. */
export const menuLabel = (site: Site, code: string): string => {
  const item = menuNode(code);
  return site.code === 'ZH_CN' ? item.name : item.nameUs || item.name;
};

/** The accessible name of the button that opens a top-level item's mega menu. */
export const submenuToggleName = (site: Site, code: string): string => site.messages['nav.submenu'].replace('{name}', menuLabel(site, code));
