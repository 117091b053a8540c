import { defineConfig } from '@playwright/test';
import { REQUEST_SPECS, ZH_ORIGIN, launchOptions, requestTierServers } from './playwright.config';

/**
 * The fast tier's last step (`npm run test:requests`, after `next build`): the specs that send requests and read
 * answers, with only the servers they ask (`requestTierServers`).
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
  webServer: requestTierServers,
});
