import { z } from 'zod';
import { MAX_CHANGE_TAGS } from './content-change';

/** Pages whose tags one instance remembers; past it the page written longest ago is forgotten (its previews then refresh by the coarse rule). */
export const REMEMBERED_PAGES = 1_000;

/** The cache tags a preview render of one page read: what a change must touch for that page to refresh. */
export const pageTagsSchema = z.strictObject({
  locale: z.string().max(8),
  path: z.string().max(256),
  tags: z.array(z.string().max(200)).max(MAX_CHANGE_TAGS),
});
export type PageTags = z.infer<typeof pageTagsSchema>;

/** One memory per process, whichever route bundle loads this module first (pages write it, the stream reads it). */
const memory = (): Map<string, Set<string>> => (globalThis.cloudPortalPreviewPageTags ??= new Map());

const keyOf = (locale: string, path: string) => `${locale} ${path}`;

/**
 * Adds the tags a render read to what is known of its page, and returns those that were new (the ones other
 * instances need to hear). Renders only add: a tag a draft stopped using costs at most a refresh too many.
 */
export function rememberPageTags({ locale, path, tags }: PageTags): string[] {
  const pages = memory();
  const key = keyOf(locale, path);
  const known = pages.get(key) ?? new Set<string>();
  const added = tags.filter((tag) => !known.has(tag));
  for (const tag of added) known.add(tag);
  // A Map iterates in insertion order: re-inserting keeps the page last in line to be forgotten.
  pages.delete(key);
  pages.set(key, known);
  for (const oldest of pages.keys()) {
    if (pages.size <= REMEMBERED_PAGES) break;
    pages.delete(oldest);
  }
  return added;
}

/** The tags known to be read by the page, or undefined when no render of it reached this instance. */
export function pageTagsOf(locale: string, path: string): ReadonlySet<string> | undefined {
  return memory().get(keyOf(locale, path));
}

declare global {
  // The cache tags each previewed page read, by locale and path.
  var cloudPortalPreviewPageTags: Map<string, Set<string>> | undefined;
}
