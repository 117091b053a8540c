import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import { send } from '../../scripts/load-held/http-send';

/**
 * A page lives as long as REVALIDATE_SECONDS says, longer than the default too: the routes once fixed their own
 * `revalidate = 300`, which capped every page at 300 s whatever the variable (docs/caching.md). Runs a server of
 * its own with the variable set, on its own copy of the build, beside the request tier's server on the default.
 */
const PORT = 3124;
const BUILD = `.next/e2e-isolated/${PORT}`;
const LIFETIME_SECONDS = 600;
/** One page of each kind of route: home, a menu route, a form, the documentation index, the site map. */
const PAGES = ['/', '/product/enterprise-cloud', '/contact', '/document', '/site-map'];

const lifetimeOf = async (port: number, path: string) => {
  const answer = await send({ port, host: `localhost:${port}`, path });
  expect(answer.status, path).toBe(200);
  return /s-maxage=(\d+)/.exec(answer.headers['cache-control'] ?? '')?.[1];
};

test.describe('page lifetime', () => {
  test.describe.configure({ timeout: 120_000 });
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    execFileSync('npx', ['tsx', 'tests/e2e/support/isolated-build.ts', String(PORT)], { stdio: 'ignore' });
    server = spawn('npx', ['next', 'start', BUILD, '-p', String(PORT)], {
      detached: true,
      stdio: 'ignore',
      env: { ...process.env, CMS_DATABASE_PATH: ':memory:', REVALIDATE_SECONDS: String(LIFETIME_SECONDS) },
    });
    await expect
      .poll(async () => (await send({ port: PORT, host: `localhost:${PORT}`, path: '/images/logo.svg' }).catch(() => undefined))?.status, { timeout: 60_000 })
      .toBe(200);
  });

  test.afterAll(() => {
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  });

  test(`REVALIDATE_SECONDS=${LIFETIME_SECONDS}: every page answers s-maxage=${LIFETIME_SECONDS}, rendered and cached`, async () => {
    for (const path of PAGES) {
      expect(await lifetimeOf(PORT, path), `${path}, first render`).toBe(String(LIFETIME_SECONDS));
      expect(await lifetimeOf(PORT, path), `${path}, from the cache`).toBe(String(LIFETIME_SECONDS));
    }
  });

  test('without it, every page answers s-maxage=300', async () => {
    for (const path of PAGES) expect(await lifetimeOf(E2E_PORT, path), path).toBe('300');
  });
});
