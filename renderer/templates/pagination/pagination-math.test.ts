import { describe, expect, it } from 'vitest';
import { clampPage, gotoPage, pageCount, pageForSize, pageHref, pageItems, parsePageParam, parseSizeParam, type PageItem } from './pagination-math';

/** Page items as a visitor reads them: numbers, and … for a gap. */
const shown = (items: PageItem[]) => items.map((item) => (item.kind === 'page' ? item.page : '…'));

describe('pageCount', () => {
  it.each([
    [0, 10, 1],
    [1, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [47, 10, 5],
    [47, 20, 3],
    [47, 50, 1],
  ])('%i items at %i a page fill %i page(s)', (total, size, count) => {
    expect(pageCount(total, size)).toBe(count);
  });

  it('never divides by a broken size', () => {
    expect(pageCount(30, 0)).toBe(1);
    expect(pageCount(30, -5)).toBe(1);
    expect(pageCount(Number.NaN, 10)).toBe(1);
  });
});

describe('clampPage', () => {
  it.each([
    [0, 5, 1],
    [-3, 5, 1],
    [3, 5, 3],
    [9, 5, 5],
    [2.7, 5, 2],
    [Number.NaN, 5, 1],
    [4, 0, 1],
  ])('page %d of %i is %i', (page, count, expected) => {
    expect(clampPage(page, count)).toBe(expected);
  });
});

describe('parsePageParam and parseSizeParam', () => {
  it.each([
    [null, 1],
    ['', 1],
    ['2', 2],
    [' 3 ', 3],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['abc', 1],
    ['1e3', 1],
    ['9999999999', 1],
  ])('?page=%j is page %i', (raw, page) => {
    expect(parsePageParam(raw)).toBe(page);
  });

  it('accepts only the offered sizes', () => {
    expect(parseSizeParam('20')).toBe(20);
    expect(parseSizeParam('50')).toBe(50);
    expect(parseSizeParam('30')).toBe(10);
    expect(parseSizeParam('1000')).toBe(10);
    expect(parseSizeParam(null)).toBe(10);
  });
});

describe('gotoPage', () => {
  it('goes to a page inside the list', () => {
    expect(gotoPage('3', 5)).toBe(3);
    expect(gotoPage(' 4 ', 5)).toBe(4);
  });

  it('clamps a page out of range to the first or last page', () => {
    expect(gotoPage('99', 5)).toBe(5);
    expect(gotoPage('0', 5)).toBe(1);
    expect(gotoPage('-7', 5)).toBe(1);
  });

  it('ignores a box that holds no whole number', () => {
    expect(gotoPage('', 5)).toBeNull();
    expect(gotoPage('two', 5)).toBeNull();
    expect(gotoPage('2.5', 5)).toBeNull();
  });
});

describe('pageForSize', () => {
  it('keeps the first item of the current page in view', () => {
    expect(pageForSize(3, 10, 20)).toBe(2);
    expect(pageForSize(2, 20, 10)).toBe(3);
    expect(pageForSize(5, 10, 50)).toBe(1);
    expect(pageForSize(1, 10, 20)).toBe(1);
  });
});

describe('pageItems', () => {
  it('shows every page of a short list', () => {
    expect(shown(pageItems(1, 1))).toEqual([1]);
    expect(shown(pageItems(2, 5))).toEqual([1, 2, 3, 4, 5]);
    expect(shown(pageItems(4, 7))).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the first, the last and two either side of the current page', () => {
    expect(shown(pageItems(1, 20))).toEqual([1, 2, 3, '…', 20]);
    expect(shown(pageItems(10, 20))).toEqual([1, '…', 8, 9, 10, 11, 12, '…', 20]);
    expect(shown(pageItems(20, 20))).toEqual([1, '…', 18, 19, 20]);
  });

  it('never hides a single page behind a gap', () => {
    expect(shown(pageItems(5, 20))).toEqual([1, 2, 3, 4, 5, 6, 7, '…', 20]);
    expect(shown(pageItems(16, 20))).toEqual([1, '…', 14, 15, 16, 17, 18, 19, 20]);
  });

  it('clamps a page past the end', () => {
    expect(shown(pageItems(99, 3))).toEqual([1, 2, 3]);
  });
});

describe('pageHref', () => {
  it('leaves page 1 and the default size out, so page 1 is the list itself', () => {
    expect(pageHref('/press', {}, 1, 10)).toBe('/press');
    expect(pageHref('/press', {}, 2, 10)).toBe('/press?page=2');
    expect(pageHref('/press', {}, 3, 20)).toBe('/press?page=3&size=20');
  });

  it("keeps the list's other parameters and replaces stale page and size", () => {
    expect(pageHref('/reports', { reportType: 'edge-computing', page: '9', size: '50' }, 2, 10)).toBe('/reports?reportType=edge-computing&page=2');
  });
});
