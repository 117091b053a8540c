import type { LanguageCode } from '@/schemas/locale';
import { contentFor, getStore, type LocaleContent } from '../store/fixture-store';
import { buildSearchIndex, type SearchIndex } from './search-index';
import { siteDocuments } from './site-documents';

/** Keyed by the locale's content, so locales served the fallback's content share its index. */
const indexes = new WeakMap<LocaleContent, SearchIndex>();

/** The search index of a locale: built on its first search, then kept for the life of the process. */
export function siteIndex(locale: LanguageCode): SearchIndex {
  const content = contentFor(locale);
  let index = indexes.get(content);
  if (!index) {
    index = buildSearchIndex(siteDocuments(content, getStore().menus));
    indexes.set(content, index);
  }
  return index;
}
