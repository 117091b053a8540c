import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeRedis } from '@/tests/support/fake-redis';
import { connectRelay, READY_WITHIN_MS } from './redis-relay';

const closers: (() => void)[] = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
  vi.restoreAllMocks();
});

/** The commands in a chunk of RESP (arrays of bulk strings), by name. */
const commandNames = (chunk: string) => [...chunk.matchAll(/\*\d+\r\n\$\d+\r\n([A-Za-z]+)\r\n/g)].map(([, name]) => name?.toUpperCase());

/**
 * A Redis that connects, answers the client's hand-shake and subscriptions, and then stalls on PUBLISH: it
 * takes the command and never answers, as a Redis frozen by a long script or a full disk does.
 */
async function redisThatStallsOnPublish(): Promise<{ url: string; published: () => number }> {
  let published = 0;
  const redis = await fakeRedis((socket) =>
    socket.on('data', (chunk) => {
      for (const name of commandNames(chunk.toString('utf8'))) {
        if (name === 'PUBLISH') published += 1;
        else if (name === 'SUBSCRIBE') socket.write('*3\r\n$9\r\nsubscribe\r\n$1\r\nx\r\n:1\r\n');
        else socket.write('+OK\r\n');
      }
    }),
  );
  closers.push(redis.close);
  return { url: redis.url, published: () => published };
}

describe('the live-preview relay', () => {
  it('gives up on a change Redis takes and never confirms, within its wait, so the save that sent it is not held', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const redis = await redisThatStallsOnPublish();
    const relay = connectRelay(redis.url, { change: () => undefined, pageTags: () => undefined });
    const started = performance.now();
    await expect(relay.publish({ tags: ['product:1104'], paths: [], all: false })).rejects.toThrow(`Redis did not answer within ${READY_WITHIN_MS} ms`);
    expect(redis.published(), 'the change reached Redis').toBe(1);
    // Its own wait, not a test timeout: well under the 10 s this test may take on a busy machine.
    expect(performance.now() - started).toBeLessThan(READY_WITHIN_MS * 4);
  }, 10_000);
});
