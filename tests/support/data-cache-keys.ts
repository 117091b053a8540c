/** Every data-cache key the getters asked for since the last `clearDataCacheKeys()`, as `unstable_cache` was given it. */
export const dataCacheKeys = new Set<string>();

export const clearDataCacheKeys = (): void => dataCacheKeys.clear();

/** `next/cache` for tests that count data-cache entries: calls through uncached, like the shared setup's, and notes each key. */
export const recordingNextCacheMock = {
  unstable_cache: <F>(fn: F, keyParts: readonly string[] = []): F => {
    dataCacheKeys.add(JSON.stringify(keyParts));
    return fn;
  },
  revalidateTag: () => undefined,
};
