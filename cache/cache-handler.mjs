// Next's page and data cache in Redis, shared by every instance. next.config.ts names this file when
// REDIS_URL is set (with cacheMaxMemorySize 0); Next imports it at run time, so it is plain JavaScript.
// The storage is @fortedigital/nextjs-cache-handler's redis-strings handler; this file adds what Next
// 16.4 asks of a shared handler and that package leaves out (docs/production.md, "What Redis holds").
// Next loads this file by path as plain ESM, outside the bundle: it reads its environment itself, not through renderer/data/config/env.ts.
import fs from 'node:fs';
import path from 'node:path';
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { isNotFoundPage } from './cache-entry-policy.mjs';
import { connectRedis, redisSettings } from './redis-breaker.mjs';

/** Entries outlive their revalidate time by a day, so a page nobody asked for overnight is still answered stale-while-revalidate. */
const KEEP_STALE_SECONDS = 24 * 60 * 60;
/** Where the entry's own Cache-Control lifetime travels inside the stored value (the package stores only `revalidate`). */
const CACHE_CONTROL_FIELD = '__portalCacheControl';
/**
 * This process's connection (with its breaker), key prefix and expiry recorder. Next may load this file more
 * than once (its server, and bundled into the routes), so the state lives on globalThis, where the revalidate
 * webhook (renderer/data/request/shared-cache.ts) finds it too.
 */
const SHARED_CACHE = Symbol.for('cloud-portal.shared-cache');
/** The tag hash the redis-strings handler checks on every read (its REVALIDATED_TAGS_KEY). */
const REVALIDATED_TAGS_KEY = '__revalidated_tags__';

const shared = (globalThis[SHARED_CACHE] ??= { redis: undefined, keyPrefix: undefined, recordExpiry });

/** One connection per process, made on first use. */
const redis = () => (shared.redis ??= connectRedis(redisSettings()));

/** Keys of one deployment (NEXT_DEPLOYMENT_ID, else the build id): a new build never reads an older build's pages. */
function prefixFor(serverDistDir) {
  if (shared.keyPrefix) return shared.keyPrefix;
  const build = process.env.NEXT_DEPLOYMENT_ID || fs.readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
  shared.keyPrefix = `cloud-portal:${build}:`;
  return shared.keyPrefix;
}

/** `next build` has no build id yet and need not reach Redis: what it prerenders is rendered again on first request. */
const building = () => process.env.NEXT_PHASE === 'phase-production-build';

/**
 * `work` if Redis answers it in time, else `fallback`: for reads and writes the page can do without. A slow
 * Redis holds a request one timeout at most, and the next ones not at all (redis-breaker.mjs).
 */
const orFallback = (work, fallback) =>
  building()
    ? work()
    : redis()
        .ask(work)
        .catch(() => fallback);

CacheHandler.onCreation(({ serverDistDir }) => ({
  handlers: building()
    ? []
    : [createRedisHandler({ client: redis().client, keyPrefix: prefixFor(serverDistDir), timeoutMs: redis().commandTimeoutMs, keyExpirationStrategy: 'EXAT' })],
  ttl: { estimateExpireAge: (staleAge) => staleAge + KEEP_STALE_SECONDS },
}));

export default class SharedCacheHandler extends CacheHandler {
  constructor(context) {
    super(context);
    if (building()) return;
    prefixFor(context.serverDistDir);
    redis();
  }

  /** Bounded like the rest: the webhook has already recorded the expiry (recordExpiry), this only removes the entries. */
  async revalidateTag(tags, durations) {
    await orFallback(() => super.revalidateTag(tags, durations), undefined);
  }

  /**
   * A page's lifetime (revalidate and expire) is stored with it, so an instance that did not render it sends the
   * same Cache-Control. Not-found pages are not stored (cache-entry-policy.mjs).
   */
  async set(key, value, ctx) {
    if (isNotFoundPage(value)) return;
    const cacheControl = value && value.kind !== 'FETCH' ? ctx?.cacheControl : undefined;
    await orFallback(() => super.set(key, cacheControl ? { ...value, [CACHE_CONTROL_FIELD]: cacheControl } : value, ctx), undefined);
  }

  /** A miss when Redis does not answer in time: the page renders from the CMS rather than wait on Redis. */
  async get(key, ctx) {
    const entry = await orFallback(() => super.get(key, ctx), null);
    const cacheControl = entry?.value?.[CACHE_CONTROL_FIELD];
    if (!cacheControl) return entry;
    const { [CACHE_CONTROL_FIELD]: _stored, ...value } = entry.value;
    return { ...entry, value, cacheControl };
  }
}

/**
 * Records that `tags` (explicit and Next's `_N_T_` path tags) expire now, for every instance's next read.
 * The webhook awaits it and answers 503 when it throws (Redis down, silent, or its breaker open); Next's own
 * revalidateTag runs after the answer has been decided and its failures are only logged.
 */
async function recordExpiry(tags) {
  if (tags.length === 0) return;
  // Set by the first cache handler Next creates, which it does before any route runs.
  if (!shared.keyPrefix) throw new Error('the shared cache has not been set up in this process yet');
  const now = String(Date.now());
  await redis().ask((client) => client.hSet(`${shared.keyPrefix}${REVALIDATED_TAGS_KEY}`, Object.fromEntries(tags.map((tag) => [tag, now]))));
}
