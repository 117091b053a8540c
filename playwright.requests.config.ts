import { defineConfig } from '@playwright/test';
import { E2E_PORT, REQUEST_SPECS, ZH_ORIGIN, launchOptions, mainSiteEnv, securityServers, serveIsolated, serverOptions } from './playwright.config';

/**
 * The fast tier's last step (`npm run test:requests`, after `next build`): the specs that send requests and read
 * answers, with only the servers they ask. The e2e server runs on a private copy of the build here, so pages it
 * renders never reach `.next`, which the browser tier's servers and their copies start from.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: REQUEST_SPECS,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: 'list',
  // A request-only spec that opened a browser would fail here instead of slowing this tier down.
  use: { baseURL: ZH_ORIGIN, launchOptions: { ...launchOptions, executablePath: '/nonexistent/no-browser-in-request-specs' } },
  webServer: [{ command: serveIsolated(E2E_PORT), url: ZH_ORIGIN, env: mainSiteEnv, ...serverOptions }, ...securityServers],
});
