import { expect, test } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import { send } from '../../scripts/load-held/http-send';
import { startIsolatedServer, type IsolatedServer } from './support/isolated-server';
import { postRefusedBody } from './support/refused-body';

/**
 * How the built site behaves as a server, whatever browser: bound to loopback as behind a reverse proxy,
 * and what it does with a body it refuses. Request-level only: the `requests` project runs it, before any browser.
 * (The standalone server bound to 127.0.0.1 behind nginx is `npm run cluster`'s.)
 */
const LOOPBACK_PORT = 3120;
const langOf = (html: string): string | undefined => /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];

test.describe('next start -H 127.0.0.1', () => {
  let server: IsolatedServer | undefined;

  // On its own copy of the build: on `.next` itself, the pages it rendered (with its own public port) went into the
  // page cache the main e2e server reads, whose next visitor then got links to the wrong port.
  test.beforeAll(async () => {
    server = await startIsolatedServer(LOOPBACK_PORT, {}, '127.0.0.1');
  });

  test.afterAll(() => server?.stop());

  for (const [host, lang] of [
    [`localhost:${LOOPBACK_PORT}`, 'zh-CN'],
    [`en.localhost:${LOOPBACK_PORT}`, 'en-US'],
    ['www.edgecloud.example', 'zh-CN'],
  ] as const) {
    test(`serves pages to Host ${host} in ${lang}, not a proxy loop to itself`, async () => {
      for (const path of ['/', '/product/enterprise-cloud', '/document']) {
        const answer = await send({ port: LOOPBACK_PORT, host, path });
        expect(answer.status, `${host}${path}`).toBe(200);
        expect(langOf(answer.text), `${host}${path}`).toBe(lang);
      }
    });
  }
});

test.describe('a body the site refuses', () => {
  for (const path of ['/api/portal/v1/contact', '/api/revalidate']) {
    test(`${path}: a 2 MB chunked body gets its refusal and the connection closed, not a stalled keep-alive`, async () => {
      const outcome = await postRefusedBody(E2E_PORT, path, 2);
      expect(outcome.statuses[0], 'refused').toMatch(/^4\d\d$/);
      expect(outcome.connection?.toLowerCase()).toBe('close');
      expect(outcome.error, 'closed in order, not reset').toBeUndefined();
      expect(outcome.closedAfterMs, "closed at once, not at the keep-alive timeout's end").toBeLessThan(5_000);
    });
  }
});
