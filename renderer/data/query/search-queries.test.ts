import { keepPreviousData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { searchQuery, searchQueryKeys } from './search-queries';

const request = { keyword: 'kubernetes', type: 'ALL', pageIndex: 1, pageSize: 20 } as const;

describe('searchQuery', () => {
  it('is keyed by locale, keyword, type, page and page size', () => {
    expect(searchQuery('EN_US', request).queryKey).toEqual(['search', 'EN_US', 'kubernetes', 'ALL', 1, 20]);
    const keys = [
      searchQuery('EN_US', request),
      searchQuery('ZH_CN', request),
      searchQuery('EN_US', { ...request, keyword: 'storage' }),
      searchQuery('EN_US', { ...request, type: 'DOCUMENT' }),
      searchQuery('EN_US', { ...request, pageIndex: 2 }),
    ].map((options) => JSON.stringify(options.queryKey));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('sits under the locale prefix, so one language can be invalidated alone', () => {
    expect(searchQuery('ZH_CN', request).queryKey.slice(0, 2)).toEqual(searchQueryKeys.all('ZH_CN'));
  });

  it('keeps the previous page on screen while the next loads, and asks nothing without a keyword', () => {
    expect(searchQuery('EN_US', request).placeholderData).toBe(keepPreviousData);
    expect(searchQuery('EN_US', request).enabled).toBe(true);
    expect(searchQuery('EN_US', { ...request, keyword: '' }).enabled).toBe(false);
  });
});
