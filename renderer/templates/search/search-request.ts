import type { SearchRequest } from '@/schemas/search';
import { isSearchType, SEARCH_DEFAULTS, type SearchType } from '@/schemas/search-types';
import { SEARCH_KEYWORD_MAX, SEARCH_PAGE_MAX, SEARCH_PARAMS } from './search-constants';

/** The browser's `useSearchParams()` or a page's `searchParams` object. */
export type ParamSource = URLSearchParams | Readonly<Record<string, string | string[] | undefined>>;

function read(source: ParamSource, name: string): string | undefined {
  if (source instanceof URLSearchParams) return source.get(name) ?? undefined;
  const value = source[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Trimmed and cut to the CMS's limit by characters, so a cut never splits a surrogate pair. */
export function normalizeKeyword(raw: string): string {
  const trimmed = raw.trim();
  const chars = Array.from(trimmed);
  return chars.length > SEARCH_KEYWORD_MAX ? chars.slice(0, SEARCH_KEYWORD_MAX).join('').trim() : trimmed;
}

export function searchTypeOf(raw: string | undefined): SearchType {
  const type = raw?.trim().toUpperCase();
  return isSearchType(type) ? type : 'ALL';
}

/** A positive whole page number, clamped to [1, SEARCH_PAGE_MAX]; anything else is page 1. */
export function pageOf(raw: string | undefined): number {
  if (!raw || !/^\s*\d+\s*$/.test(raw)) return SEARCH_DEFAULTS.pageIndex;
  return Math.min(Math.max(Number(raw), SEARCH_DEFAULTS.pageIndex), SEARCH_PAGE_MAX);
}

/** The search request an address asks for: defaults page 1 of 20, type ALL. */
export function searchRequestFromParams(source: ParamSource): SearchRequest {
  return {
    keyword: normalizeKeyword(read(source, SEARCH_PARAMS.keyword) ?? ''),
    type: searchTypeOf(read(source, SEARCH_PARAMS.type)),
    pageIndex: pageOf(read(source, SEARCH_PARAMS.page)),
    pageSize: SEARCH_DEFAULTS.pageSize,
  };
}

/** The address of a search; defaults are left out, so equal searches share one address. */
export function searchHref({ keyword, type, pageIndex }: Pick<SearchRequest, 'keyword' | 'type' | 'pageIndex'>): string {
  const query = new URLSearchParams();
  const word = normalizeKeyword(keyword);
  if (word) query.set(SEARCH_PARAMS.keyword, word);
  if (type !== 'ALL') query.set(SEARCH_PARAMS.type, type);
  if (pageIndex > SEARCH_DEFAULTS.pageIndex) query.set(SEARCH_PARAMS.page, String(pageIndex));
  const search = query.toString();
  return search ? `/search?${search}` : '/search';
}
