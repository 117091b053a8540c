import path from 'node:path';
import { expect, test } from '@playwright/test';
import { send } from '../../scripts/load-held/http-send';
import { filesUnder, inBatches, isolatedBuildDir, startIsolatedServer, type IsolatedServer } from './support/isolated-server';

/**
 * Addresses anyone can invent must not grow the server: Next would store each distinct unknown path as a
 * cached 404 in `.next/server` and never remove it (file-cache-handler.mjs), and each render of one kept
 * its whole render in memory for 20 s through an armed CMS-call timeout (renderer/data/api/call-portal.ts).
 * Runs on its own copy of the build, so the files counted are this server's alone, with a heap small
 * enough that renders kept alive would exhaust it.
 */
const PORT = 3122;
const HOST = `localhost:${PORT}`;
const BUILD = isolatedBuildDir(PORT);
const PATHS_PER_KIND = 60;
/** The server's heap: ample for rendering, too small for 720 renders kept alive at once (about 200 MB). */
const HEAP_MB = 128;
/** Menu pages and every detail route with an id, each with addresses no content has. */
const UNKNOWN_KINDS = ['/no-such-page-', '/product/no-such-product-', '/blog/9100', '/press/9100', '/cases/9100', '/document/201/9100'];

test.describe('distinct unknown addresses', { tag: '@slow' }, () => {
  // The hook copies a build and starts a server (up to three minutes on a busy machine), then the test runs.
  test.describe.configure({ timeout: 300_000 });
  let server: IsolatedServer | undefined;

  test.beforeAll(async () => {
    server = await startIsolatedServer(PORT, { NODE_OPTIONS: `--max-old-space-size=${HEAP_MB}` });
  });

  test.afterAll(() => {
    server?.stop();
  });

  test(`${UNKNOWN_KINDS.length * PATHS_PER_KIND} of them on both hosts answer 404, add no file to the cache and fit in a ${HEAP_MB} MB heap; real pages are still cached`, async () => {
    const cacheDir = path.join(BUILD, '.next/server');
    const before = filesUnder(cacheDir);
    const paths = UNKNOWN_KINDS.flatMap((prefix) => Array.from({ length: PATHS_PER_KIND }, (_, n) => `${prefix}${n}`));
    await inBatches(paths, 6, async (unknown) => {
      for (const host of [HOST, `en.localhost:${PORT}`]) expect((await send({ port: PORT, host, path: unknown })).status, `${host}${unknown}`).toBe(404);
    });
    expect(filesUnder(cacheDir) - before, 'files the unknown addresses added under .next/server').toBe(0);

    // The cache itself still works: a real page is stored once and then answered from it.
    await send({ port: PORT, host: HOST, path: '/product/enterprise-cloud' });
    expect((await send({ port: PORT, host: HOST, path: '/product/enterprise-cloud' })).headers['x-nextjs-cache']).toBe('HIT');
    expect(filesUnder(cacheDir)).toBeGreaterThan(before);
  });
});
