import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeRedis } from '@/tests/support/fake-redis';
import { connectRedis, redisSettings } from './redis-breaker.mjs';

const closers: (() => void)[] = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
});

/** A stand-in for a stalled Redis: it accepts connections and never answers a byte. */
async function silentServer(): Promise<string> {
  const redis = await fakeRedis(() => undefined);
  closers.push(redis.close);
  return redis.url;
}

describe('connectRedis', () => {
  it('a Redis that accepts and never answers holds the first requests up to the connect timeout, then none, with one line logged', async () => {
    const log = { log: vi.fn(), error: vi.fn() };
    const redis = connectRedis({ url: await silentServer(), commandTimeoutMs: 200, connectTimeoutMs: 1_000, breakerMs: 1_000 }, log);
    closers.push(() => redis.client.destroy());
    const work = vi.fn(async () => 'answered');
    await expect(redis.ask(work)).rejects.toThrow(/not connected/);
    const later = performance.now();
    await expect(redis.ask(work)).rejects.toThrow(/not connected/);
    expect(performance.now() - later).toBeLessThan(200);
    expect(work).not.toHaveBeenCalled();
    expect(log.error.mock.calls).toEqual([[expect.stringMatching(/Redis unreachable.*no answer within 1000 ms of connecting/)]]);
  }, 10_000);

  it('reads its settings from the environment, and says which value it could not use', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(redisSettings({ REDIS_URL: 'redis://cache:6379', REDIS_BREAKER_SECONDS: 'soon' })).toEqual({
      url: 'redis://cache:6379',
      commandTimeoutMs: 500,
      connectTimeoutMs: 5_000,
      breakerMs: 5_000,
    });
    expect(warn).toHaveBeenCalledWith('[cache] REDIS_BREAKER_SECONDS=soon is not a positive number: using 5');
    warn.mockRestore();
  });
});
