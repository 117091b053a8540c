import { defineConfig } from '@playwright/test';
import { launchOptions } from './playwright.config';

/**
 * `npm run cluster`: the production topology on one machine (tests/cluster/global-setup.ts) and the
 * tests of what it promises. Request-level tests, one at a time: they stop and start the cluster's parts.
 */
export default defineConfig({
  testDir: 'tests/cluster',
  globalSetup: './tests/cluster/global-setup.ts',
  // The build alone takes a few minutes on two cores.
  globalTimeout: 20 * 60_000,
  timeout: 120_000,
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: 'list',
  // The live-preview test watches a previewer's page in Chromium.
  use: { browserName: 'chromium', launchOptions },
});
