import { hrefSchema, imageUrlSchema } from '@/schemas/link';
import type { LanguageCode } from '@/schemas/locale';
import { parseMenuDesc, type MenuItem } from '@/schemas/menu';
import { arrangeColumns, type MegaMenuEntry } from './mega-menu';
import { menuLabel } from './visible-menus';

/** One link of a mega panel: what the browser needs to draw it, nothing of the CMS record (undefined fields leave the JSON). */
export type NavEntry = {
  id: number;
  label: string;
  href: string | undefined;
  subtitle: string | undefined;
  badge: string | undefined;
  icon: string | undefined;
  hoverIcon: string | undefined;
};
export type NavGroup = { heading: string | undefined; entries: (NavEntry & { subItems: NavEntry[] })[] };
/** A heading on the panel's top line, over its column and the `span - 1` columns after it that go on with its category. */
export type NavColumnHeading = { label: string; span: number };
export type NavColumn = { id: string; heading: NavColumnHeading | undefined; groups: NavGroup[] };
export type NavPanel = { intro: string | undefined; href: string | undefined; columns: NavColumn[] };
/** The drawer's tree: links and the category headings (`classify`) that group them. */
export type DrawerNode = { id: number; label: string; href: string | undefined; heading: true | undefined; children: DrawerNode[] };

/**
 * The navigation a page loads after it has shown: the mega panels by top-level menu code and the
 * drawer's tree. The server HTML carries only the top-level items (and the site map every link).
 */
export type NavigationView = { panels: Record<string, NavPanel>; drawer: DrawerNode[] };

export const safeHref = (href: string | null | undefined): string | undefined => (hrefSchema.safeParse(href).success && href ? href : undefined);
const safeImage = (src: string | null | undefined): string | undefined => (imageUrlSchema.safeParse(src).success && src ? src : undefined);

const HAN = /[\u3400-\u9fff]/;
/** Menu records carry one `desc`, written for the Chinese site; the English site shows it only when it is not Chinese. */
const descFor = (text: string | undefined, locale: LanguageCode) => (text && (locale === 'ZH_CN' || !HAN.test(text)) ? text : undefined);

function entryOf(item: MenuItem, locale: LanguageCode, withSubtitle: boolean): NavEntry {
  const desc = parseMenuDesc(item.desc);
  const icon = safeImage(item.defaultIcon);
  return {
    id: item.id,
    label: menuLabel(item, locale),
    href: safeHref(item.path),
    subtitle: withSubtitle ? descFor(desc.subtitle ?? desc.text, locale) : undefined,
    badge: desc.badge,
    icon,
    hoverIcon: icon ? (safeImage(item.hoverIcon) ?? icon) : undefined,
  };
}

/** Consecutive entries of a column, split where a category heading starts. */
function groupsOf(entries: readonly MegaMenuEntry[], locale: LanguageCode): NavGroup[] {
  const groups: NavGroup[] = [];
  for (const entry of entries) {
    const view = { ...entryOf(entry.item, locale, true), subItems: entry.subItems.map((sub) => entryOf(sub, locale, false)) };
    const last = groups.at(-1);
    if (!last || entry.startsCategory)
      groups.push({ heading: entry.startsCategory && entry.category ? menuLabel(entry.category, locale) : undefined, entries: [view] });
    else last.entries.push(view);
  }
  return groups;
}

/**
 * The panel's columns, those with items only (the English site lacks some items): a column whose first item
 * starts a category carries that heading up to the top line, and a column going on with the category of the
 * heading just left of it widens that heading instead of repeating it.
 */
function columnsOf(top: MenuItem, locale: LanguageCode): NavColumn[] {
  const columns: NavColumn[] = [];
  // The heading the column before ended under, which the next column widens if it goes on with that category.
  let open: { heading: NavColumnHeading; category: number } | undefined;
  for (const column of arrangeColumns(top).filter((candidate) => candidate.entries.length > 0)) {
    const [lead, ...rest] = groupsOf(column.entries, locale);
    const first = column.entries[0];
    if (!lead || !first) continue;
    let heading: NavColumnHeading | undefined;
    if (first.startsCategory && first.category && lead.heading) {
      heading = { label: lead.heading, span: 1 };
      open = { heading, category: first.category.id };
    } else if (open && first.category?.id === open.category) open.heading.span += 1;
    else open = undefined;
    columns.push({ id: column.id, heading, groups: heading ? [{ ...lead, heading: undefined }, ...rest] : [lead, ...rest] });
    if (column.entries.at(-1)?.category?.id !== open?.category) open = undefined;
  }
  return columns;
}

function panelOf(top: MenuItem, locale: LanguageCode): NavPanel {
  const intro = parseMenuDesc(top.desc);
  return { intro: descFor(intro.subtitle ?? intro.text, locale), href: safeHref(top.path), columns: columnsOf(top, locale) };
}

function drawerOf(items: readonly MenuItem[], locale: LanguageCode): DrawerNode[] {
  return items.map((item) => ({
    id: item.id,
    label: menuLabel(item, locale),
    href: item.classify ? undefined : safeHref(item.path),
    heading: item.classify || undefined,
    children: drawerOf(item.children, locale),
  }));
}

/** The navigation of a menu tree as the locale shows it (pass it through visibleMenus first). */
export function navigationView(menus: readonly MenuItem[], locale: LanguageCode): NavigationView {
  return {
    panels: Object.fromEntries(menus.map((top) => [top.menuCode, panelOf(top, locale)])),
    drawer: drawerOf(menus, locale),
  };
}
