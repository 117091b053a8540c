import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { getPage, revalidate } from './support/http';
import { logFile } from '../../scripts/cluster/layout';
import { redisCommand } from '../../scripts/cluster/redis-command';
import { startRedis, stopRedis } from '../../scripts/cluster/servers';

/**
 * Redis failing is not the site failing: stopped, slow, paused or back, pages keep being served and no request
 * waits on Redis for more than its short timeout (500 ms); after one timeout an instance leaves Redis alone
 * until it answers a PING again (its breaker). The webhook says when it could not record an expiry. The bounds
 * below are far under what waiting on Redis would cost (seconds a command).
 */
const PRODUCT = '/product/enterprise-cloud';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test.afterEach(startRedis);

test('with Redis stopped pages are served from the CMS, the webhook answers 503, and caching resumes when it is back', async () => {
  // Each instance's first render is slow on a busy machine, Redis or not: it is not what this test measures.
  for (const instance of ['a', 'b', 'c'] as const) expect((await getPage(instance, PRODUCT)).status).toBe(200);
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
  // A reconnects on its own back-off, not b's or c's.
  await expect.poll(async () => (await revalidate('a', { all: true })).status, { timeout: 15_000 }).toBe(200);
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

test('a paused Redis costs a page one timeout at most, and the instance uses it again by itself once it answers', async () => {
  test.setTimeout(60_000);
  const pages = [PRODUCT, '/', '/document', PRODUCT, '/', '/document'];
  for (const path of pages) expect((await getPage('c', path)).status).toBe(200);
  const logged = fs.readFileSync(logFile('instance-c'), 'utf8').length;
  const cacheLines = () =>
    fs
      .readFileSync(logFile('instance-c'), 'utf8')
      .slice(logged)
      .split('\n')
      .filter((line) => line.startsWith('[cache]'));
  // Connections stay open and commands are taken, none answered: each of a page's reads would wait its 500 ms.
  await redisCommand('CLIENT', 'PAUSE', '12000', 'ALL');
  const started = Date.now();
  let total = 0;
  for (const path of pages) {
    const answer = await getPage('c', path);
    expect(answer.status, path).toBe(200);
    total += answer.ms;
  }
  // Waiting on Redis, six pages of several reads each would take 9 s and more; one timeout and six renders take far less.
  expect(total, 'six pages while paused, in ms').toBeLessThan(6_000);
  expect(Date.now() - started, 'the pages were asked while Redis was paused').toBeLessThan(12_000);
  expect(cacheLines()).toEqual([expect.stringMatching(/Redis did not answer within 500 ms/)]);

  await expect.poll(async () => (await getPage('c', PRODUCT)).cache, { timeout: 30_000, intervals: [500] }).toBe('HIT');
  expect(cacheLines()).toEqual([expect.stringMatching(/did not answer/), '[cache] Redis answers again: shared caching resumes']);
});
