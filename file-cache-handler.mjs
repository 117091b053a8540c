// Next's own page and data cache on this server's disk (used without REDIS_URL), minus not-found pages:
// Next would write every distinct unknown path to `.next/server` as a cached 404 and never remove it, so
// a client inventing addresses could fill the disk. A 404 is rendered again instead (docs/caching.md).
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { isNotFoundPage } from './cache-entry-policy.mjs';

// A CommonJS module compiled from ESM: Node's import hands over its exports object (`next build` loads this
// file unbundled), the server's bundle the class itself.
const FileSystemCache = fileSystemCache.default ?? fileSystemCache;

export default class FileCacheHandler extends FileSystemCache {
  async set(key, value, ctx) {
    if (isNotFoundPage(value)) return;
    await super.set(key, value, ctx);
  }
}
