import { expect, test } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import { send } from '../../scripts/load-held/http-send';
import { startIsolatedServer, type IsolatedServer } from './support/isolated-server';

/**
 * A page lives as long as REVALIDATE_SECONDS says, longer than the default too: the routes once fixed their own
 * `revalidate = 300`, which capped every page at 300 s whatever the variable (docs/caching.md). Runs a server of
 * its own with the variable set, on its own copy of the build, beside the request tier's server on the default.
 */
const PORT = 3124;
const LIFETIME_SECONDS = 600;
/** One page of each kind of route: home, a menu route, a form, the documentation index, the site map. */
const PAGES = ['/', '/product/enterprise-cloud', '/contact', '/document', '/site-map'];

const lifetimeOf = async (port: number, path: string) => {
  const answer = await send({ port, host: `localhost:${port}`, path });
  expect(answer.status, path).toBe(200);
  return /s-maxage=(\d+)/.exec(answer.headers['cache-control'] ?? '')?.[1];
};

test.describe('page lifetime', () => {
  // The hook copies a build and starts a server (up to three minutes on a busy machine), then the test runs.
  test.describe.configure({ timeout: 300_000 });
  let server: IsolatedServer | undefined;

  test.beforeAll(async () => {
    server = await startIsolatedServer(PORT, { REVALIDATE_SECONDS: String(LIFETIME_SECONDS) });
  });

  test.afterAll(() => {
    server?.stop();
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
