// Next's own page and data cache on this server's disk (used without REDIS_URL), minus not-found pages and bounded:
// Next would write every distinct unknown path to `.next/server` as a cached 404, and every distinct CMS answer to
// `.next/cache/fetch-cache`, and never remove either, so a client inventing addresses or queries could fill the disk.
// A 404 is rendered again instead, and the data cache keeps the most recently used answers (docs/caching.md).
import fs from 'node:fs';
import path from 'node:path';
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { isNotFoundPage } from './cache-entry-policy.mjs';
import { dataCacheIndex } from './data-cache-bound.mjs';

// A CommonJS module compiled from ESM: Node's import hands over its exports object (`next build` loads this
// file unbundled), the server's bundle the class itself.
const FileSystemCache = fileSystemCache.default ?? fileSystemCache;

const sizeOf = (file) =>
  fs.promises.stat(/*turbopackIgnore: true*/ file).then(
    ({ size }) => size,
    () => 0,
  );

export default class FileCacheHandler extends FileSystemCache {
  /** Where Next keeps data-cache entries, one file per key (its getFilePath for kind FETCH); asked only when it writes to disk. */
  dataCache() {
    return dataCacheIndex(path.join(this.serverDistDir, '..', 'cache', 'fetch-cache'));
  }

  async get(key, ctx) {
    const entry = await super.get(key, ctx);
    if (entry && ctx?.kind === 'FETCH' && this.flushToDisk) this.dataCache().touch(key);
    return entry;
  }

  async set(key, value, ctx) {
    if (isNotFoundPage(value)) return;
    await super.set(key, value, ctx);
    if (value?.kind === 'FETCH' && this.flushToDisk) await this.dataCache().add(key, await sizeOf(this.getFilePath(key, 'FETCH')));
  }
}
