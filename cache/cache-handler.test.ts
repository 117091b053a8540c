import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordSharedExpiry } from '@/renderer/data/request/shared-cache';
import { startRedisServer } from '@/tests/support/redis-server';

/**
 * The shared cache handler against a real redis-server: started on a busy machine, and with Redis paused
 * (CLIENT PAUSE: connections stay open, commands are taken and not answered). The package keeps its
 * configuration per process, so one handler, made in beforeAll, lives through the steps below in order.
 */
/** Long enough for a GET on a two-core machine at a load of 15 (400 ms was not: the first read timed out). */
const TIMEOUT_MS = 1_500;
/** Longer than five timeouts, so a page that waited one per read would still be waiting on the fifth. */
const PAUSE_MS = 6 * TIMEOUT_MS;
const DEPLOYMENT = 'unit-shared-cache';
const KEY = 'an-answer-another-instance-stored';
const SHARED = Symbol.for('cloud-portal.shared-cache');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let redis: Awaited<ReturnType<typeof startRedisServer>>;
let handler: { get: (key: string, ctx: { kind: 'FETCH'; softTags: string[] }) => Promise<{ value: unknown } | null> };
const lines: string[] = [];
const read = () => handler.get(KEY, { kind: 'FETCH', softTags: [] });
const cacheLines = () => lines.filter((line) => line.startsWith('[cache]'));

/** Holds the event loop as a machine busy starting its servers does. */
function busyFor(ms: number) {
  for (const until = Date.now() + ms; Date.now() < until;);
}

beforeAll(async () => {
  redis = await startRedisServer();
  const stored = {
    lastModified: Date.now(),
    lifespan: null,
    tags: [],
    value: { kind: 'FETCH', data: { headers: {}, body: 'cached', url: '' }, revalidate: 300 },
  };
  await redis.admin.set(`cloud-portal:${DEPLOYMENT}:${KEY}`, JSON.stringify(stored));
  await redis.admin.hSet(`cloud-portal:${DEPLOYMENT}:__sharedTags__`, KEY, '[]');
  vi.stubEnv('REDIS_URL', redis.url);
  vi.stubEnv('REDIS_TIMEOUT_MS', String(TIMEOUT_MS));
  vi.stubEnv('REDIS_BREAKER_SECONDS', '1');
  vi.stubEnv('NEXT_DEPLOYMENT_ID', DEPLOYMENT);
  for (const method of ['log', 'warn', 'error'] as const) vi.spyOn(console, method).mockImplementation((line: unknown) => void lines.push(String(line)));
}, 30_000);

/** The connection the handler made, closed after the tests: the worker thread goes on to other files. */
function closeSharedConnection() {
  const shared: unknown = Reflect.get(globalThis, SHARED);
  const connection: unknown = shared instanceof Object ? Reflect.get(shared, 'redis') : undefined;
  const client: unknown = connection instanceof Object ? Reflect.get(connection, 'client') : undefined;
  if (client instanceof Object && 'destroy' in client && typeof client.destroy === 'function') client.destroy();
  Reflect.deleteProperty(globalThis, SHARED);
}

afterAll(async () => {
  closeSharedConnection();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  await redis.stop();
});

describe('the shared cache in Redis', () => {
  it('started on a busy machine: no outage is logged, and the first read waits for the connection and is a hit', async () => {
    const { default: SharedCacheHandler } = await import('./cache-handler.mjs');
    handler = new SharedCacheHandler({ serverDistDir: os.tmpdir() });
    await sleep(0);
    // Longer than a short connect timeout, far shorter than the connect timeout's default.
    busyFor(1_000);
    expect(await read()).toMatchObject({ value: { data: { body: 'cached' } } });
    expect(cacheLines()).toEqual([]);
  }, 30_000);

  it('paused: a page of five reads waits one timeout, not five; the webhook fails at once; one line logged', async () => {
    await redis.pause(PAUSE_MS);
    const started = performance.now();
    for (let read_ = 0; read_ < 5; read_ += 1) expect(await read()).toBeNull();
    const page = performance.now() - started;
    // One timeout and the work around it; five would be 5 x TIMEOUT_MS.
    expect(page).toBeLessThan(3 * TIMEOUT_MS);
    const webhook = performance.now();
    await expect(recordSharedExpiry(['menus'])).rejects.toThrow(/Redis/);
    expect(performance.now() - webhook).toBeLessThan(TIMEOUT_MS);
    expect(cacheLines()).toEqual([expect.stringMatching(new RegExp(`did not answer within ${TIMEOUT_MS} ms: .* until it answers a PING`))]);
  }, 30_000);

  it('asks Redis again by itself once it answers, and says so once', async () => {
    await expect.poll(read, { timeout: PAUSE_MS + 10_000, interval: 200 }).toMatchObject({ value: { data: { body: 'cached' } } });
    expect(cacheLines()).toEqual([expect.stringMatching(/did not answer/), '[cache] Redis answers again: shared caching resumes']);
  }, 30_000);
});
