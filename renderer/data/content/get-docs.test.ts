import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearDataCacheKeys, dataCacheKeys } from '@/tests/support/data-cache-keys';
import { warmEmbeddedCms } from '@/tests/support/warm-embedded-cms';
import { getDocCategory, getDocPage } from './get-docs';

vi.mock('next/cache', async () => (await import('@/tests/support/data-cache-keys')).recordingNextCacheMock);

afterEach(clearDataCacheKeys);

const keysOf = (endpoint: string) => [...dataCacheKeys].filter((key) => key.includes(`"${endpoint}"`));

// The ids come from the address: a CMS that answered anything for an unlisted one must not get a data-cache entry per id.
warmEmbeddedCms();

describe('documentation ids from the address and the data cache', () => {
  it('an unlisted category is not found without asking for its tree', async () => {
    for (const cateId of [999, 1000, 1001]) expect((await getDocCategory('EN_US', cateId))[0]?.kind).toBe('not-found');
    expect(keysOf('docDirectories')).toEqual([]);
  });

  it("a document outside the category's tree is not found without asking for it", async () => {
    for (const docId of [99901, 99902, 99903]) expect((await getDocPage('EN_US', 202, docId))[0]?.kind).toBe('not-found');
    expect(keysOf('docDetail')).toEqual([]);
    expect((await getDocPage('EN_US', 202, 22107))[0]).toBeNull();
    expect(keysOf('docDetail')).toHaveLength(1);
  });
});
