import type { LanguageCode } from '@/schemas/locale';
import { isPathHidden } from '../../data/menu/visible-menus';
import type { SiteLocale } from '../../data/routing/page-params';
import { SITE_LOCALES } from '../../data/routing/site-locales';
import { matchStaticPage, STATIC_PAGES } from '../resolve/static-pages';

const pathnameOf = (path: string) => path.split(/[?#]/)[0] ?? '';

/** A static page one locale lacks (the service agreement is Chinese only) is not a page of that locale. */
function staticPageMissing(pathname: string, locale: LanguageCode): boolean {
  const segments = pathname.split('/').filter(Boolean);
  return Object.hasOwn(STATIC_PAGES, segments.join('/')) && !matchStaticPage(segments, locale);
}

/**
 * Whether `locale` answers `path` as far as the route table tells: a static page one locale lacks is not
 * there; the sections the English menu hides (blog, product updates, compatibility) still answer.
 */
export function localeHasPath(path: string, locale: LanguageCode): boolean {
  return !staticPageMissing(pathnameOf(path), locale);
}

/**
 * The site locales that list a page at `path`: the English site hides some sections (blog, product
 * updates, compatibility) and some static pages exist in one language only. Those pages get no
 * hreflang alternate in the other language and are listed in the sitemap under their own host only.
 */
export function pathLocales(path: string): SiteLocale[] {
  const pathname = pathnameOf(path);
  return SITE_LOCALES.filter((locale) => !isPathHidden(pathname, locale) && localeHasPath(pathname, locale));
}
