import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearDataCacheKeys, dataCacheKeys } from '@/tests/support/data-cache-keys';
import { getSearchResults } from './get-search';

vi.mock('next/cache', async () => (await import('@/tests/support/data-cache-keys')).recordingNextCacheMock);

afterEach(clearDataCacheKeys);

const search = (keyword: string, pageIndex = 1) => getSearchResults('EN_US', { keyword, type: 'ALL', pageIndex, pageSize: 20 });
const searchKeys = () => [...dataCacheKeys].filter((key) => key.includes('"search"'));

describe('search results and the data cache', () => {
  it('20 distinct free-text keywords add no data-cache entry, and are still answered', { timeout: 60_000 }, async () => {
    for (let n = 0; n < 20; n += 1) {
      const [error, result] = await search(`cloud ${n}`);
      expect(error).toBeNull();
      expect(result?.pageIndex).toBe(1);
    }
    expect(searchKeys()).toEqual([]);
  });

  it("the CMS's hot search words are cached, one entry per word and page", async () => {
    await search('Kubernetes');
    await search('Kubernetes');
    await search('Kubernetes', 2);
    expect(searchKeys()).toHaveLength(2);
  });
});
