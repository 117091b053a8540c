import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearDataCacheKeys, dataCacheKeys } from '@/tests/support/data-cache-keys';
import { loadNewsList } from './load-news-list';

vi.mock('next/cache', async () => (await import('@/tests/support/data-cache-keys')).recordingNextCacheMock);

afterEach(clearDataCacheKeys);

/** The data-cache keys of the paged news calls (POST /news/{type} and /news/reports). */
const pageKeys = () => [...dataCacheKeys].filter((key) => key.includes('"newsList"') || key.includes('"newsReports"'));

describe('news list pages past the end and the data cache', () => {
  it('100 distinct page numbers past the end each land on the last page and add no data-cache entry of their own', { timeout: 60_000 }, async () => {
    expect(await loadNewsList('EN_US', 'press', new URLSearchParams('page=2'))).toMatchObject({ kind: 'list' });
    const visited = pageKeys();
    for (let page = 1000; page < 1100; page += 1) {
      expect(await loadNewsList('EN_US', 'press', new URLSearchParams(`page=${page}`))).toEqual({ kind: 'redirect', to: '/press?page=2' });
    }
    expect(pageKeys()).toEqual(visited);
  });

  it('the same holds for the reports of one type at another page size', { timeout: 30_000 }, async () => {
    await loadNewsList('EN_US', 'reports', new URLSearchParams('reportType=edge-computing&size=20'));
    const visited = pageKeys();
    for (let page = 50; page < 60; page += 1) {
      expect(await loadNewsList('EN_US', 'reports', new URLSearchParams(`reportType=edge-computing&page=${page}&size=20`))).toEqual({
        kind: 'redirect',
        to: '/reports?reportType=edge-computing&size=20',
      });
    }
    expect(pageKeys()).toEqual(visited);
  });
});
