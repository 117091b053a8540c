// The shared cache's Redis connection (cache-handler.mjs) and its circuit breaker: a Redis that takes commands
// and answers none costs one timeout, then is left alone for a while (docs/production.md, "Redis failing").
// Next loads this file by path as plain ESM, outside the bundle: it reads its environment itself, not through renderer/data/config/env.ts.
import { createClient } from '@redis/client';

/** A positive number from the environment, else `fallback`; a value that is not one is said in the log. */
function setting(env, name, fallback) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (Number.isFinite(value) && value > 0) return value;
  console.warn(`[cache] ${name}=${raw} is not a positive number: using ${fallback}`);
  return fallback;
}

/** Where Redis is and how long it may take, from the environment (.env.example). */
export const redisSettings = (env = process.env) => ({
  url: env.REDIS_URL,
  commandTimeoutMs: setting(env, 'REDIS_TIMEOUT_MS', 500),
  connectTimeoutMs: setting(env, 'REDIS_CONNECT_TIMEOUT_MS', 5000),
  breakerMs: setting(env, 'REDIS_BREAKER_SECONDS', 5) * 1000,
});

class NoAnswer extends Error {}

/**
 * One connection and what asking it costs. `ask(work)` runs `work(client)` within the command timeout or
 * rejects; a timeout opens the breaker, and while it is open `ask` rejects at once. A PING goes to Redis at
 * once, and again every `breakerMs` while none is answered; the breaker closes when one is: a Redis that was
 * only slow (a busy machine) is asked again within moments, a paused or silent one is left alone. Requests made while the first connection is
 * still being made wait for it, up to the connect timeout, instead of missing the cache.
 */
export function connectRedis({ url, commandTimeoutMs, connectTimeoutMs, breakerMs }, log = console) {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: connectTimeoutMs, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000) },
  });

  let down = false;
  const wentDown = (reason) => {
    if (!down) log.error(`[cache] Redis unreachable, pages render from the CMS until it is back: ${reason}`);
    down = true;
  };
  client.on('error', (error) => wentDown(error.message));
  client.on('ready', () => {
    if (down) log.log('[cache] Redis is back: shared caching resumes');
    down = false;
    // A breaker opened before the connection was lost is asked about now, not at its next PING.
    if (open) retry();
  });

  let connecting = new Promise((resolve) => {
    const settle = () => {
      clearTimeout(deadline);
      client.off('ready', settle).off('error', settle);
      connecting = undefined;
      resolve();
    };
    // Connected but never ready: the socket's own timeout does not cover a handshake nobody answers.
    const deadline = setTimeout(() => {
      wentDown(`no answer within ${connectTimeoutMs} ms of connecting`);
      settle();
    }, connectTimeoutMs).unref();
    client.once('ready', settle).once('error', settle);
  });
  client.connect().catch(() => undefined);

  let open = false;
  let probe;
  let retryTimer;
  const retryLater = () => (retryTimer = setTimeout(retry, breakerMs).unref());
  function retry() {
    probe ??= client.ping().then(
      () => {
        open = false;
        clearTimeout(retryTimer);
        log.log('[cache] Redis answers again: shared caching resumes');
      },
      () => (probe = undefined),
    );
    retryLater();
  }
  const trip = () => {
    if (open) return;
    open = true;
    probe = undefined;
    log.error(`[cache] Redis did not answer within ${commandTimeoutMs} ms: pages render from the CMS until it answers a PING`);
    retry();
  };

  /** Rejects after the command timeout; checked once pending replies are read, so a busy event loop is not taken for a silent Redis. */
  const timeout = () => {
    let timer;
    const expired = new Promise((_, reject) => {
      timer = setTimeout(() => setImmediate(() => reject(new NoAnswer(`Redis did not answer in ${commandTimeoutMs} ms`))), commandTimeoutMs);
    });
    return { expired, cancel: () => clearTimeout(timer) };
  };

  async function ask(work) {
    if (connecting) await connecting;
    if (open) throw new Error('Redis did not answer a moment ago: not asked again yet');
    if (!client.isReady) throw new Error('Redis is not connected');
    const { expired, cancel } = timeout();
    try {
      return await Promise.race([work(client), expired]);
    } catch (error) {
      if (error instanceof NoAnswer) trip();
      throw error;
    } finally {
      cancel();
    }
  }

  return { client, ask, commandTimeoutMs };
}
