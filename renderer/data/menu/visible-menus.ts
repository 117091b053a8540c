import type { LanguageCode } from '@/schemas/locale';
import { hrefSchema } from '@/schemas/link';
import type { MenuItem } from '@/schemas/menu';

/** Items the English site hides: sections with Chinese content only. */
const HIDDEN_IN_ENGLISH = new Set(['product-updates', 'blog', 'compatibility']);

/** The menu tree as a locale shows it: ordered, with the English-hidden items removed. */
export function visibleMenus(menus: readonly MenuItem[], locale: LanguageCode): MenuItem[] {
  return [...menus]
    .filter((item) => locale !== 'EN_US' || !HIDDEN_IN_ENGLISH.has(item.menuCode))
    .sort((a, b) => a.order - b.order)
    .map((item) => ({ ...item, children: visibleMenus(item.children, locale) }));
}

/** Whether a site path leads to a page the locale hides; for links that carry a path and no menuCode (hot menus, footer). */
export function isPathHidden(path: string, locale: LanguageCode): boolean {
  if (locale !== 'EN_US') return false;
  const firstSegment = path.split(/[?#]/)[0]?.split('/')[1] ?? '';
  return HIDDEN_IN_ENGLISH.has(firstSegment);
}

/** Menu names: Chinese `name`, English `nameUs` (falling back to `name` when the CMS left it empty). */
export function menuLabel(item: Pick<MenuItem, 'name' | 'nameUs'>, locale: LanguageCode): string {
  return locale === 'ZH_CN' ? item.name : item.nameUs || item.name;
}

const isSafeHref = (path: string | null | undefined): path is string => hrefSchema.safeParse(path).success;

/** Where a top-level item leads: its own page, else its first descendant with one; unsafe CMS paths are skipped. */
export function firstPath(item: MenuItem): string | undefined {
  if (isSafeHref(item.path)) return item.path;
  for (const child of item.children) {
    const path = firstPath(child);
    if (path) return path;
  }
  return undefined;
}
