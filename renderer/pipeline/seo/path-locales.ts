import { isPathHidden } from '../../data/menu/visible-menus';
import type { SiteLocale } from '../../data/routing/page-params';
import { SITE_LOCALES } from '../../data/routing/site-locales';
import { localeHasPath } from '../resolve/locale-has-path';

const pathnameOf = (path: string) => path.split(/[?#]/)[0] ?? '';

/**
 * The site locales that list a page at `path`: the English site hides some sections (blog, product
 * updates, compatibility) and some static pages exist in one language only. Those pages get no
 * hreflang alternate in the other language and are listed in the sitemap under their own host only.
 */
export function pathLocales(path: string): SiteLocale[] {
  const pathname = pathnameOf(path);
  return SITE_LOCALES.filter((locale) => !isPathHidden(pathname, locale) && localeHasPath(pathname, locale));
}
