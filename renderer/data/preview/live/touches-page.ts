import type { ContentChange } from './content-change';

/** Tags without a locale (`site-info`, `menus`, `hot-menus`) are on every page of every language. */
const LOCALE_SUFFIX = /:[A-Z]{2}_[A-Z]{2}$/;

export type PreviewedPage = {
  locale: string;
  path: string;
  /** The cache tags its renders read, when one reached this instance (page-tags.ts). */
  tags: ReadonlySet<string> | undefined;
};

/**
 * Whether a change touches a page in `locale` at `path`: everything, its path, or a tag its render read. A page
 * no render of which reached this instance counts every tag of its locale or without one (every page of a
 * locale reads that locale's common tags): a refresh too many costs one render, one too few a stale preview.
 */
export function touchesPage(change: ContentChange, page: PreviewedPage): boolean {
  if (change.all || change.paths.includes(page.path)) return true;
  const { tags } = page;
  if (tags) return change.tags.some((tag) => tags.has(tag));
  return change.tags.some((tag) => !LOCALE_SUFFIX.test(tag) || tag.endsWith(`:${page.locale}`));
}
