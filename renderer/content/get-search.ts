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
const searchPage = cache((locale: LanguageCode, keyword: string, type: SearchType, pageIndex: number, pageSize: number) =>
  portalCall(locale, { tags: [cacheTags.search(locale)] }, 'search', { body: { keyword, type, pageIndex, pageSize } }),
);

/** One page of search results, for the first server render of a shared or reloaded search address. */
export const getSearchResults = (locale: LanguageCode, { keyword, type, pageIndex, pageSize }: SearchRequest) =>
  searchPage(locale, keyword, type, pageIndex, pageSize);
