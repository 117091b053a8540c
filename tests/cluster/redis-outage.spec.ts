import { expect, test } from '@playwright/test';
import { getPage, revalidate } from './support/http';
import { redisCommand } from '../../scripts/cluster/redis-command';
import { startRedis, stopRedis } from '../../scripts/cluster/servers';

/**
 * Redis failing is not the site failing: stopped, slow or back, pages keep being served and no request
 * waits on Redis for more than its short timeout (500 ms a command); the webhook says when it could not
 * record an expiry. The bounds below are far under what waiting on Redis would cost (seconds a command).
 */
const PRODUCT = '/product/enterprise-cloud';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test.afterEach(startRedis);

test('with Redis stopped pages are served from the CMS, the webhook answers 503, and caching resumes when it is back', async () => {
  expect((await getPage('a', PRODUCT)).status).toBe(200);
  await stopRedis();

  for (const instance of ['a', 'b', 'c'] as const) {
    const answer = await getPage(instance, PRODUCT);
    expect(answer.status, instance).toBe(200);
    expect(answer.ms, `${instance} did not wait on Redis`).toBeLessThan(3_000);
  }
  const refused = await revalidate('a', { all: true });
  expect(refused.status).toBe(503);
  expect(refused.text).toMatch(/Redis/);

  await startRedis();
  // The clients reconnect by themselves (backing off up to 2 s): the second request of a page is a HIT again.
  await expect
    .poll(
      async () => {
        await getPage('b', PRODUCT);
        return (await getPage('c', PRODUCT)).cache;
      },
      { timeout: 15_000 },
    )
    .toBe('HIT');
  expect((await revalidate('a', { all: true })).status).toBe(200);
});

test('a Redis that stops answering holds no request longer than its timeout', async () => {
  test.setTimeout(30_000);
  expect((await getPage('a', PRODUCT)).status).toBe(200);
  // Asleep for 8 s: a request that waited on Redis would take about that long.
  const asleep = redisCommand('DEBUG', 'SLEEP', '8');
  await sleep(200);
  const answer = await getPage('b', PRODUCT);
  expect(answer.status).toBe(200);
  expect(answer.ms).toBeLessThan(3_000);
  await asleep;
});
