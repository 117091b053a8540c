import type { LanguageCode } from '@/schemas/locale';
import { matchStaticPage, STATIC_PAGES } from './static-pages';

/**
 * Whether `locale` answers `path` as far as the route table tells: a static page one locale lacks (the service
 * agreement is Chinese only) is not there; the sections the English menu hides (blog, product updates,
 * compatibility) still answer. Plain data, no schema: the language switcher's link in every page uses it.
 */
export function localeHasPath(path: string, locale: LanguageCode): boolean {
  const segments = (path.split(/[?#]/)[0] ?? '').split('/').filter(Boolean);
  return !Object.hasOwn(STATIC_PAGES, segments.join('/')) || matchStaticPage(segments, locale) !== undefined;
}
