// Next's page and data cache in Redis, shared by every instance. next.config.ts names this file when
// REDIS_URL is set (with cacheMaxMemorySize 0); Next imports it at run time, so it is plain JavaScript.
// The storage is @fortedigital/nextjs-cache-handler's redis-strings handler; this file adds what Next
// 16.4 asks of a shared handler and that package leaves out (docs/production.md, "What Redis holds").
import fs from 'node:fs';
import path from 'node:path';
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { createClient } from '@redis/client';
import { isNotFoundPage } from './cache-entry-policy.mjs';

/** The longest any request waits on Redis; past it the cache counts as a miss and the page renders from the CMS. */
const TIMEOUT_MS = Number(process.env.REDIS_TIMEOUT_MS) || 500;
/** Entries outlive their revalidate time by a day, so a page nobody asked for overnight is still answered stale-while-revalidate. */
const KEEP_STALE_SECONDS = 24 * 60 * 60;
/** Where the entry's own Cache-Control lifetime travels inside the stored value (the package stores only `revalidate`). */
const CACHE_CONTROL_FIELD = '__portalCacheControl';
/**
 * This process's connection, key prefix and expiry recorder. Next may load this file more than once (its
 * server, and bundled into the routes), so the state lives on globalThis, where the revalidate webhook
 * (renderer/request/shared-cache.ts) finds it too.
 */
const SHARED_CACHE = Symbol.for('cloud-portal.shared-cache');
/** The tag hash the redis-strings handler checks on every read (its REVALIDATED_TAGS_KEY). */
const REVALIDATED_TAGS_KEY = '__revalidated_tags__';

const shared = (globalThis[SHARED_CACHE] ??= { client: undefined, keyPrefix: undefined, recordExpiry });

/** One connection per process. Offline, commands fail at once instead of queueing; it reconnects by itself. */
function redis() {
  if (shared.client) return shared.client;
  const client = createClient({
    url: process.env.REDIS_URL,
    disableOfflineQueue: true,
    socket: { connectTimeout: TIMEOUT_MS, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000) },
  });
  let down = false;
  client.on('error', (error) => {
    if (!down) console.error(`[cache] Redis unreachable, pages render from the CMS until it is back: ${error.message}`);
    down = true;
  });
  client.on('ready', () => {
    if (down) console.log('[cache] Redis is back: shared caching resumes');
    down = false;
  });
  client.connect().catch(() => undefined);
  shared.client = client;
  return client;
}

/** Keys of one deployment (NEXT_DEPLOYMENT_ID, else the build id): a new build never reads an older build's pages. */
function prefixFor(serverDistDir) {
  if (shared.keyPrefix) return shared.keyPrefix;
  const build = process.env.NEXT_DEPLOYMENT_ID || fs.readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
  shared.keyPrefix = `cloud-portal:${build}:`;
  return shared.keyPrefix;
}

/**
 * Resolves within TIMEOUT_MS or rejects: a slow Redis must not hold a request. (A command already written
 * to a Redis that stopped answering cannot be aborted; it is left to finish on its own.)
 */
function withinTimeout(work) {
  return Promise.race([work, new Promise((_, reject) => setTimeout(() => reject(new Error(`Redis did not answer in ${TIMEOUT_MS} ms`)), TIMEOUT_MS).unref())]);
}

/** `work` within TIMEOUT_MS, else `fallback`: for reads and writes the page can do without. */
const orWithinTimeout = (work, fallback) => withinTimeout(work).catch(() => fallback);

/** `next build` has no build id yet and need not reach Redis: what it prerenders is rendered again on first request. */
const building = () => process.env.NEXT_PHASE === 'phase-production-build';

CacheHandler.onCreation(({ serverDistDir }) => ({
  handlers: building()
    ? []
    : [createRedisHandler({ client: redis(), keyPrefix: prefixFor(serverDistDir), timeoutMs: TIMEOUT_MS, keyExpirationStrategy: 'EXAT' })],
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
    await orWithinTimeout(super.revalidateTag(tags, durations), undefined);
  }

  /**
   * A page's lifetime (revalidate and expire) is stored with it, so an instance that did not render it sends the
   * same Cache-Control. Not-found pages are not stored (cache-entry-policy.mjs).
   */
  async set(key, value, ctx) {
    if (isNotFoundPage(value)) return;
    const cacheControl = value && value.kind !== 'FETCH' ? ctx?.cacheControl : undefined;
    await orWithinTimeout(super.set(key, cacheControl ? { ...value, [CACHE_CONTROL_FIELD]: cacheControl } : value, ctx), undefined);
  }

  /** A miss after TIMEOUT_MS: the page renders from the CMS rather than wait on Redis. */
  async get(key, ctx) {
    const entry = await orWithinTimeout(super.get(key, ctx), null);
    const cacheControl = entry?.value?.[CACHE_CONTROL_FIELD];
    if (!cacheControl) return entry;
    const { [CACHE_CONTROL_FIELD]: _stored, ...value } = entry.value;
    return { ...entry, value, cacheControl };
  }
}

/**
 * Records that `tags` (explicit and Next's `_N_T_` path tags) expire now, for every instance's next read.
 * The webhook awaits it and answers 503 when it throws; Next's own revalidateTag runs after the answer
 * has been decided and its failures are only logged.
 */
async function recordExpiry(tags) {
  if (tags.length === 0) return;
  const connection = redis();
  if (!connection.isReady) {
    let onReady;
    try {
      await withinTimeout(new Promise((resolve) => connection.once('ready', (onReady = resolve))));
    } finally {
      // While Redis stays down, webhooks keep coming: none may leave a listener behind.
      connection.off('ready', onReady);
    }
  }
  // Set by the first cache handler Next creates, which it does before any route runs.
  if (!shared.keyPrefix) throw new Error('the shared cache has not been set up in this process yet');
  const now = String(Date.now());
  await withinTimeout(connection.hSet(`${shared.keyPrefix}${REVALIDATED_TAGS_KEY}`, Object.fromEntries(tags.map((tag) => [tag, now]))));
}
