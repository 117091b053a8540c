import { describe, expect, it } from 'vitest';
import { searchRequestSchema } from '@/schemas/search';
import { SEARCH_DEFAULTS, SEARCH_TYPES } from '@/schemas/search-types';
import { SEARCH_DEBOUNCE_MS, SEARCH_PAGE_MAX } from './search-constants';
import { normalizeKeyword, searchHref, searchRequestFromParams } from './search-request';

describe('searchRequestFromParams', () => {
  it('defaults to page 1 of 20 of everything', () => {
    expect(SEARCH_DEFAULTS).toEqual({ pageIndex: 1, pageSize: 20 });
    expect(searchRequestFromParams({})).toEqual({ keyword: '', type: 'ALL', pageIndex: 1, pageSize: 20 });
    expect(searchRequestFromParams(new URLSearchParams())).toEqual({ keyword: '', type: 'ALL', pageIndex: 1, pageSize: 20 });
  });

  it('waits 300 ms after typing', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(300);
  });

  it('trims the keyword and cuts it to 100 characters without splitting one', () => {
    expect(searchRequestFromParams({ keyword: '  对象存储 \n' }).keyword).toBe('对象存储');
    expect(normalizeKeyword('😀'.repeat(150))).toBe('😀'.repeat(100));
    expect(normalizeKeyword('a'.repeat(99) + ' b')).toBe('a'.repeat(99));
  });

  it('reads the type from the address, in any case, and falls back to ALL for anything else', () => {
    expect(searchRequestFromParams({ keyword: 'k', type: 'DOCUMENT' }).type).toBe('DOCUMENT');
    expect(searchRequestFromParams(new URLSearchParams('type=api')).type).toBe('API');
    for (const bad of ['', 'BOGUS', 'PRODUCTS', 'constructor', '__proto__']) {
      expect(searchRequestFromParams({ type: bad }).type, bad).toBe('ALL');
    }
    expect(searchRequestFromParams({ type: ['NEWS', 'PRODUCT'] }).type).toBe('NEWS');
  });

  it('reads the page from the address, clamped to 1..SEARCH_PAGE_MAX; anything not a whole number is page 1', () => {
    const page = (raw: string) => searchRequestFromParams({ page: raw }).pageIndex;
    expect(page('3')).toBe(3);
    expect(page('0')).toBe(1);
    expect(page('-2')).toBe(1);
    expect(page('2.5')).toBe(1);
    expect(page('abc')).toBe(1);
    expect(page('1e3')).toBe(1);
    expect(page(String(SEARCH_PAGE_MAX + 1))).toBe(SEARCH_PAGE_MAX);
    expect(page('99999999999999999999')).toBe(SEARCH_PAGE_MAX);
  });

  it('always shapes a request the API schema accepts', () => {
    const samples = [{}, { keyword: 'x'.repeat(500), type: 'nope', page: '-1' }, { keyword: ' kubernetes ', type: 'NEWS', page: '7' }];
    for (const sample of samples) {
      const request = searchRequestFromParams(sample);
      expect(searchRequestSchema.parse(request)).toEqual(request);
    }
  });
});

describe('searchHref', () => {
  it('leaves defaults out, so one search has one address', () => {
    expect(searchHref({ keyword: '', type: 'ALL', pageIndex: 1 })).toBe('/search');
    expect(searchHref({ keyword: ' 存储 ', type: 'ALL', pageIndex: 1 })).toBe(`/search?keyword=${encodeURIComponent('存储')}`);
    expect(searchHref({ keyword: 'a&b', type: 'API', pageIndex: 3 })).toBe('/search?keyword=a%26b&type=API&page=3');
  });

  it('round-trips through searchRequestFromParams for every filter', () => {
    for (const type of SEARCH_TYPES) {
      const href = searchHref({ keyword: 'kubernetes', type, pageIndex: 2 });
      const request = searchRequestFromParams(new URL(href, 'http://localhost').searchParams);
      expect(request).toEqual({ keyword: 'kubernetes', type, pageIndex: 2, pageSize: 20 });
    }
  });
});
