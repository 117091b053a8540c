import 'server-only';
import { cache } from 'react';
import type { LanguageCode } from '@/schemas/locale';
import type { SearchRequest } from '@/schemas/search';
import type { SearchType } from '@/schemas/search-types';
import { cacheTags } from './cache-tags';
import { portalCall } from './portal-call';

/** `/top-search-words`: shown while the search has no keyword. */
export const getHotSearchWords = cache((locale: LanguageCode) => portalCall(locale, { tags: [cacheTags.search(locale)] }, 'hotSearchWords'));

// Primitive arguments, so React `cache` recognises a repeated request within one render.
const searchPage = cache((locale: LanguageCode, keyword: string, type: SearchType, pageIndex: number, pageSize: number, uncached: boolean) =>
  portalCall(locale, { tags: [cacheTags.search(locale)], uncached }, 'search', { body: { keyword, type, pageIndex, pageSize } }),
);

/**
 * One page of search results, for the first server render of a shared or reloaded search address. Only the CMS's
 * hot search words are kept in the data cache: any other keyword is the visitor's free text, and caching each
 * would let a client add entries without bound.
 */
export async function getSearchResults(locale: LanguageCode, { keyword, type, pageIndex, pageSize }: SearchRequest) {
  const [, hotWords] = await getHotSearchWords(locale);
  const hot = hotWords?.some((word) => word.trim() === keyword) ?? false;
  return searchPage(locale, keyword, type, pageIndex, pageSize, !hot);
}
