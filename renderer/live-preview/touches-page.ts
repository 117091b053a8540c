import type { ContentChange } from './content-change';

/** Where a previewer's page listens for changes (GET, server-sent events). */
export const CHANGE_EVENTS_PATH = '/api/preview/events';
/** The event that names a change; its data is a ContentChange as JSON. */
export const CHANGE_EVENT = 'change';

/** Tags without a locale (`site-info`, `menus`, `hot-menus`) are on every page of every language. */
const LOCALE_SUFFIX = /:[A-Z]{2}_[A-Z]{2}$/;

/**
 * Whether a change touches a page in `locale` at `path`. Every page of a locale uses that locale's common
 * tags (menus, site info, common texts, SEO), so a tag of the page's locale or one without a locale counts;
 * a change for the other language only, or for other paths only, does not.
 */
export function touchesPage(change: ContentChange, page: { locale: string; path: string }): boolean {
  if (change.all || change.paths.includes(page.path)) return true;
  return change.tags.some((tag) => !LOCALE_SUFFIX.test(tag) || tag.endsWith(`:${page.locale}`));
}
