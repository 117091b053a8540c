import path from 'node:path';
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';

type WebServer = Extract<PlaywrightTestConfig['webServer'], unknown[]>[number];

/** The port the end-to-end server listens on (kept apart from the usual 3000 of `npm start`). */
export const E2E_PORT = 3100;
/** `localhost` serves the Chinese site (ZH_CN). */
export const ZH_ORIGIN = `http://localhost:${E2E_PORT}`;
/** `en.localhost` serves the English site (EN_US); Chromium resolves `*.localhost` to loopback. */
export const EN_ORIGIN = `http://en.localhost:${E2E_PORT}`;

/** The same build pointed at an external CMS: the first server's portal API, reached over HTTP. */
export const EXTERNAL_CMS_ORIGIN = 'http://localhost:3101';
/** The same build pointed at a CMS nobody answers for (port 9 is closed), for the outage behaviour. */
export const DEAD_CMS_ORIGIN = 'http://localhost:3102';

/** The caching tests' CMS: the embedded CMS behind a server whose answers, call counts and reachability tests control. */
export const MOCK_CMS_ORIGIN = 'http://127.0.0.1:3110';
/** Its control port (`/__control/*`), open even while the portal port is closed. */
export const MOCK_CMS_CONTROL_ORIGIN = 'http://127.0.0.1:3111';
/** Sites on the mock CMS, each on a private copy of the build: default lifetime, and a short one for the timer test. */
export const CACHE_SITE_PORT = 3103;
export const TIMER_SITE_PORT = 3104;
export const TIMER_REVALIDATE_SECONDS = 5;

/** The hostile-CMS tests' own mock CMS and site: misbehaving answers, the site's memory and its log stay theirs. */
export const HOSTILE_CMS_ORIGIN = 'http://127.0.0.1:3114';
export const HOSTILE_CMS_CONTROL_ORIGIN = 'http://127.0.0.1:3115';
export const HOSTILE_SITE_PORT = 3106;
export const HOSTILE_SITE_NODE_OPTIONS = '--max-old-space-size=256';
/** How long its proxy keeps the language list: short, so a test sees the refresh meet a hanging CMS within seconds. */
export const HOSTILE_SITE_LANGUAGES_SECONDS = 10;

/** The security tests' own mock CMS and site: the hostile content they plant never reaches another test's pages or call counts. */
export const SECURITY_CMS_ORIGIN = 'http://127.0.0.1:3112';
export const SECURITY_CMS_CONTROL_ORIGIN = 'http://127.0.0.1:3113';
export const SECURITY_SITE_PORT = 3105;
/** The security site's image allow-list: a name that resolves to loopback, which /_next/image must still refuse. */
export const SECURITY_IMAGE_HOSTS = 'localhost';

/**
 * The live-preview tests' own site: the embedded CMS over a private copy of the fixtures, which the tests edit
 * as a developer would, on a private copy of the build, with few streams per address so the cap is reachable.
 */
export const LIVE_SITE_PORT = 3107;
export const LIVE_FIXTURES_DIR = path.resolve('.next/e2e-live-fixtures');
export const LIVE_STREAMS_PER_ADDRESS = 3;

/** An absolute URL on the English host, for `page.goto`, `request.get` and URL assertions. */
export const enUrl = (path: string): string => new URL(path, EN_ORIGIN).href;
/** An absolute URL on the Chinese host (the baseURL), for URL assertions. */
export const zhUrl = (path: string): string => new URL(path, ZH_ORIGIN).href;

/** `npx playwright install` cannot download here: tests drive Debian's Chromium (scripts/ensure-chromium.sh). */
export const launchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

/** Safari on an iPhone: the proxy's mobile pattern (AppleWebKit.*Mobile) picks the mobile variant. */
const IPHONE_SAFARI_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/**
 * The e2e server with the embedded CMS opens the captcha test hook (tests read the expected code); nothing else
 * sets it. Every browser of the suite is one address (loopback), which the per-address limit would count as one visitor.
 * Proofs of work cost a fiftieth of the default: the browser still solves one per lead, in milliseconds on a busy machine.
 */
const CAPTCHA_TEST_HOOK = { CMS_CAPTCHA_TEST_HOOK: '1', CMS_CAPTCHA_IMAGES_PER_ADDRESS: '100000', CMS_PROOF_OF_WORK_COST: '100' };

/** The secret end-to-end tests send to POST /api/revalidate. */
export const E2E_REVALIDATE_SECRET = 'e2e-revalidate-secret-0123456789';

/** Every server's output is kept here too, so tests can assert what never reaches a log line (the preview token). */
export const SERVER_LOG_DIR = '.logs/e2e';
const serve = (port: number) => `mkdir -p ${SERVER_LOG_DIR} && npm run serve -- -p ${port} 2>&1 | tee ${SERVER_LOG_DIR}/${port}.log`;
/** `next start` on a private copy of the build (tests/e2e/support/isolated-build.ts): its page cache is its own. */
const serveIsolated = (port: number) =>
  `mkdir -p ${SERVER_LOG_DIR} && npx tsx tests/e2e/support/isolated-build.ts ${port} && npx next start .next/e2e-isolated/${port} -p ${port} 2>&1 | tee ${SERVER_LOG_DIR}/${port}.log`;
const serveMockCms = (origin: string, controlOrigin: string, log: string) =>
  `mkdir -p ${SERVER_LOG_DIR} && npx tsx tests/e2e/support/mock-cms/serve.ts --port ${new URL(origin).port} --control-port ${new URL(controlOrigin).port} 2>&1 | tee ${SERVER_LOG_DIR}/${log}.log`;
/**
 * Public addresses (canonical, hreflang, sitemap) carry the port each server listens on. The servers are
 * production builds, which take the development preview token only when it is named.
 */
const siteEnv = (port: number) => ({
  SITE_URL_PORT: String(port),
  REVALIDATE_SECRET: E2E_REVALIDATE_SECRET,
  CMS_PREVIEW_TOKENS: 'dev-preview-token',
  // Every browser of the suite is loopback, and the preview tests refuse tokens on purpose.
  CMS_PREVIEW_GUESSES_PER_ADDRESS: '1000',
});

/**
 * What the phone project runs: the tests tagged `@phone`, whose subject differs on a phone (its header, drawer,
 * side panel, layout, folded document tree, swipe, keyboard paths, one accessibility check per kind of template).
 * The rest (lists, search, error pages, forms, SEO, security, caching, a hostile CMS) renders the same templates
 * and answers the same requests on both devices, so it runs once, on the desktop project.
 */
const PHONE_TAG = /@phone/;

/**
 * Specs that send requests and read answers, never a page in a browser (headers, status codes, unknown addresses):
 * they are the fast tier's last step (`playwright.requests.config.ts`), without Chromium; this config leaves them out.
 */
export const REQUEST_SPECS = /\.request\.spec\.ts$/;

const serverOptions = {
  reuseExistingServer: !process.env.CI,
  timeout: 120_000,
  // `serve` merges stderr into stdout and keeps a copy in SERVER_LOG_DIR.
  stdout: 'pipe',
  stderr: 'pipe',
} as const;

/** A mock CMS (tests/e2e/support/mock-cms) with a database of its own, ready once it answers its health check. */
const mockCms = (origin = MOCK_CMS_ORIGIN, controlOrigin = MOCK_CMS_CONTROL_ORIGIN, log = 'mock-cms'): WebServer => ({
  command: serveMockCms(origin, controlOrigin, log),
  url: `${origin}/__control/health`,
  env: { CMS_DATABASE_PATH: ':memory:' },
  ...serverOptions,
});

/** A site on a private copy of the build, ready once it serves its logo; `prepare` runs before it starts. */
const isolatedSite = (port: number, env: Record<string, string>, prepare = ''): WebServer => ({
  command: `${prepare}${serveIsolated(port)}`,
  url: `http://localhost:${port}/images/logo.svg`,
  env: { ...env, ...siteEnv(port) },
  ...serverOptions,
});

/** The security tests' mock CMS, then the site on it. */
const securityServers = [
  mockCms(SECURITY_CMS_ORIGIN, SECURITY_CMS_CONTROL_ORIGIN, 'security-cms'),
  isolatedSite(SECURITY_SITE_PORT, { PORTAL_API_URL: SECURITY_CMS_ORIGIN, IMAGE_HOSTS: SECURITY_IMAGE_HOSTS }),
];

/**
 * What the request-only specs ask (`playwright.requests.config.ts`): the e2e server, on a private copy of the build
 * so the pages it renders never reach `.next`, which the browser tier's servers start from; the security site.
 */
export const requestTierServers = [isolatedSite(E2E_PORT, CAPTCHA_TEST_HOOK), ...securityServers];

export default defineConfig({
  testDir: 'tests/e2e',
  testIgnore: REQUEST_SPECS,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Twice Playwright's default, for tests and hooks alike: it catches a hang, not a slow machine. Beside other
  // work (load average 15 to 20 on two cores) keyboard walks and the 68-payload XSS check took 32 to 41 s.
  timeout: 60_000,
  // Twice Playwright's default: on a busy two-core CI run a client navigation to a page not yet cached has taken over 5 s.
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: ZH_ORIGIN,
    browserName: 'chromium',
    launchOptions,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium-desktop',
      use: { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
    },
    {
      name: 'chromium-mobile',
      grep: PHONE_TAG,
      use: {
        viewport: { width: 390, height: 844 },
        screen: { width: 390, height: 844 },
        // Layout is asserted in CSS pixels; a 3x raster made every phone test paint nine times the pixels.
        deviceScaleFactor: 1,
        isMobile: true,
        hasTouch: true,
        userAgent: IPHONE_SAFARI_UA,
      },
    },
  ],
  // `npm test` built in its fast tier (`npm run test:e2e` builds itself); this only starts the production servers.
  webServer: [
    { command: serve(E2E_PORT), url: ZH_ORIGIN, env: { ...CAPTCHA_TEST_HOOK, ...siteEnv(E2E_PORT) }, ...serverOptions },
    {
      command: serve(3101),
      url: EXTERNAL_CMS_ORIGIN,
      env: { PORTAL_API_URL: ZH_ORIGIN, ...siteEnv(3101) },
      ...serverOptions,
    },
    {
      command: serve(3102),
      url: `${DEAD_CMS_ORIGIN}/images/logo.svg`,
      env: { PORTAL_API_URL: 'http://127.0.0.1:9', ...siteEnv(3102) },
      ...serverOptions,
    },
    // Servers start in this order, each once the one before answers: the mock CMS, then the sites on it.
    mockCms(),
    // Its proxy keeps the language table for the whole run: a refresh from the CMS would be counted by the test
    // that expects a cached page to ask the CMS nothing, whenever its minute turned between the two.
    isolatedSite(CACHE_SITE_PORT, { PORTAL_API_URL: MOCK_CMS_ORIGIN, SITE_LANGUAGES_SECONDS: '86400' }),
    isolatedSite(TIMER_SITE_PORT, { PORTAL_API_URL: MOCK_CMS_ORIGIN, REVALIDATE_SECONDS: String(TIMER_REVALIDATE_SECONDS) }),
    ...securityServers,
    isolatedSite(
      LIVE_SITE_PORT,
      { CMS_FIXTURES_DIR: LIVE_FIXTURES_DIR, LIVE_PREVIEW_STREAMS_PER_ADDRESS: String(LIVE_STREAMS_PER_ADDRESS) },
      `rm -rf ${LIVE_FIXTURES_DIR} && mkdir -p .next && cp -r fixtures ${LIVE_FIXTURES_DIR} && `,
    ),
    mockCms(HOSTILE_CMS_ORIGIN, HOSTILE_CMS_CONTROL_ORIGIN, 'hostile-cms'),
    // A heap the size of a small container: memory a misbehaving CMS makes the site keep shows up as growth or a
    // crash, instead of hiding in a heap V8 collects lazily (uncapped, healthy renders alone grow it past 1 GB here).
    isolatedSite(HOSTILE_SITE_PORT, {
      PORTAL_API_URL: HOSTILE_CMS_ORIGIN,
      NODE_OPTIONS: HOSTILE_SITE_NODE_OPTIONS,
      SITE_LANGUAGES_SECONDS: String(HOSTILE_SITE_LANGUAGES_SECONDS),
    }),
  ],
});
