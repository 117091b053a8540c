import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Build outputs and the cluster's instance copies hold copies of the sources (and their tests and benchmarks). */
const COPIES_OF_THE_SOURCES = ['node_modules/**', '.next/**', '.next-*/**', '.cluster/**', 'tests/e2e/**'];

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('.', import.meta.url)),
      // `server-only` throws outside a React Server environment; tests, jsdom ones too, import server modules directly.
      'server-only': fileURLToPath(new URL('./node_modules/next/dist/compiled/server-only/empty.js', import.meta.url)),
    },
  },
  test: {
    include: ['**/*.test.{ts,tsx}'],
    exclude: COPIES_OF_THE_SOURCES,
    // `npm run bench` names its files, which vitest matches anywhere in a path: the copies' too.
    benchmark: { exclude: COPIES_OF_THE_SOURCES },
    environment: 'node',
    // Worker threads start faster than forked processes, and run mode's default (cores - 1) left one core idle
    // on a two-core machine: the suite went from 214 s to 103 s here.
    pool: 'threads',
    maxWorkers: '100%',
    // A timeout here catches a hang, not a slow machine. The slowest first renders (a form, the search page, the
    // proxy's cookie check) take about 1 s on an idle two-core machine and 3 to 6 s beside a second test run:
    // vitest's 5 s default failed them there. Speed is measured by the benchmarks, never by a test's timeout.
    testTimeout: 20_000,
    hookTimeout: 30_000,
    globalSetup: ['tests/setup/pdf-worker-bundle.ts'],
    setupFiles: ['tests/setup/vitest.setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
