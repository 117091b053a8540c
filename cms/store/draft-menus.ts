import type { MenuItem } from '@/schemas/menu';

type DraftMenu = { parentMenuCode: string; item: MenuItem };

/** The menu tree a previewer sees: each draft node added under its parent, in menu order; unknown parents are skipped. */
export function withDraftMenus(menus: readonly MenuItem[], drafts: readonly DraftMenu[]): MenuItem[] {
  return menus.map((item) => {
    const added = drafts.filter((draft) => draft.parentMenuCode === item.menuCode).map((draft) => draft.item);
    const children = [...withDraftMenus(item.children, drafts), ...added].sort((a, b) => a.order - b.order);
    return { ...item, children };
  });
}
