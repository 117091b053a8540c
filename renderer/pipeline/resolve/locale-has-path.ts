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

/** The addresses of the static pages `locale` lacks, for the language switcher's browser code (it carries no route table). */
export const pathsMissingIn = (locale: LanguageCode): string[] =>
  Object.entries(STATIC_PAGES).flatMap(([path]) => (matchStaticPage(path.split('/'), locale) ? [] : [`/${path}`]));
