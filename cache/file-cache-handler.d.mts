import type { CacheFs } from 'next/dist/shared/lib/utils';

/** A CMS answer as Next's data cache stores it (CachedFetchValue, whose enum an isolated module cannot name). */
type DataCacheValue = { kind: 'FETCH'; data: { headers: Record<string, string>; body: string; url: string }; revalidate: number };

/** file-cache-handler.mjs, the part its tests drive: Next's disk cache without not-found pages, its data cache bounded. */
export default class FileCacheHandler {
  constructor(ctx: { fs: CacheFs; serverDistDir: string; flushToDisk: boolean; revalidatedTags: string[]; _requestHeaders: Record<string, never> });
  get(key: string, ctx: { kind: 'FETCH'; tags?: string[] }): Promise<{ value: unknown } | null>;
  set(key: string, value: DataCacheValue | null, ctx: { fetchCache: true; tags?: string[] }): Promise<void>;
}
