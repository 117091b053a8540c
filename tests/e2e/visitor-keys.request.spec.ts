import path from 'node:path';
import { expect, test } from '@playwright/test';
import { send } from '../../scripts/load-held/http-send';
import { filesUnder, inBatches, isolatedBuildDir, startIsolatedServer, type IsolatedServer } from './support/isolated-server';

/**
 * Queries a visitor can vary without bound must not grow the data cache: each distinct search keyword and each
 * news page number past the end used to write a file to `.next/cache/fetch-cache` that was never removed
 * (renderer/data/content/get-search.ts, renderer/templates/news/load-news-list.ts). Runs on its own copy of the build,
 * so the files counted are this server's alone.
 */
const PORT = 3123;
const HOST = `localhost:${PORT}`;
const BUILD = isolatedBuildDir(PORT);
const KEYS_PER_KIND = 60;

test.describe('visitor-chosen query values', { tag: '@slow' }, () => {
  // The hook copies a build and starts a server (up to three minutes on a busy machine), then the test runs.
  test.describe.configure({ timeout: 300_000 });
  let server: IsolatedServer | undefined;

  test.beforeAll(async () => {
    server = await startIsolatedServer(PORT);
  });

  test.afterAll(() => {
    server?.stop();
  });

  test(`${KEYS_PER_KIND} search keywords and ${KEYS_PER_KIND} page numbers past the end on both hosts add no data-cache file`, async () => {
    const dataCache = path.join(BUILD, '.next/cache/fetch-cache');
    const hosts = [HOST, `en.localhost:${PORT}`];
    // What any visit stores anyway: the chrome, the search page and a list's first two pages.
    for (const host of hosts) for (const visit of ['/search?keyword=warm-up', '/press?page=2']) await send({ port: PORT, host, path: visit });
    const before = filesUnder(dataCache);

    const keys = Array.from({ length: KEYS_PER_KIND }, (_, n) => n);
    await inBatches(keys, 6, async (n) => {
      for (const host of hosts) {
        const search = await send({ port: PORT, host, path: `/search?keyword=invented-${n}` });
        expect(search.status, `${host} keyword ${n}`).toBe(200);
        expect(search.text).toContain(`invented-${n}`);
        const page = await send({ port: PORT, host, path: `/press?page=${1000 + n}` });
        expect(page.status, `${host} page ${1000 + n}`).toBe(307);
        expect(new URL(page.headers.location ?? '', `http://${host}`).pathname).toBe('/press');
      }
    });
    expect(filesUnder(dataCache) - before, 'files the keywords and page numbers added under .next/cache/fetch-cache').toBe(0);
  });
});
