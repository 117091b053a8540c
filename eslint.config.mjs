import fs from 'node:fs';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * Boundaries on resolved paths (docs/architecture.md): `import/no-restricted-paths` resolves every import,
 * `@/` and relative alike, before it compares, so `../../cms/...` is caught as surely as `@/cms/...`.
 */
const boundary = (zones) => ({ 'import/no-restricted-paths': ['error', { zones }] });

const moduleFolders = fs
  .readdirSync(new URL('./modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
  .map((entry) => entry.name);

/** What a module folder may use beside itself: the shared UI kit and the two contract helpers. */
const MODULE_SHARED = ['./_ui', './define-module.ts', './module-contract.ts'];

/**
 * `renderer/`'s wings from the ground up (docs/architecture.md says what each holds): a wing may import
 * itself and the wings below it, never one above. Inside a wing, no two folders import each other both
 * ways (tests/boundaries/wing-folders.test.ts).
 */
const RENDERER_WINGS = ['i18n', 'data', 'pipeline', 'frame', 'templates', 'chrome', 'server'];

const rendererWingZones = RENDERER_WINGS.slice(0, -1).map((wing, index) => ({
  target: `./renderer/${wing}`,
  from: RENDERER_WINGS.slice(index + 1).map((above) => `./renderer/${above}`),
  message: `renderer/${wing}/ sits below the wings named here: the import runs back up (RENDERER_WINGS in eslint.config.mjs)`,
}));

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      '.cluster/**',
      'bench/baseline-next/.next/**',
      'node_modules/**',
      'next-env.d.ts',
      'schemas/json/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['warn', { ignoreRestSiblings: true }],
      '@next/next/no-img-element': 'off',
      '@next/next/no-html-link-for-pages': 'off',
    },
  },
  {
    files: ['schemas/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: boundary([
      {
        target: './schemas',
        from: ['./renderer', './modules', './cms', './app', './fixtures', './tests', './scripts'],
        message: 'schemas/ imports nothing of ours (docs/architecture.md)',
      },
    ]),
  },
  {
    files: ['modules/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/*.test-d.ts'],
    rules: boundary([
      {
        target: './modules',
        from: ['./renderer', './app', './cms', './fixtures'],
        message: 'modules/ import only schemas/ and modules/_ui (docs/architecture.md)',
      },
      { target: './modules/_ui', from: './modules', except: ['./_ui'], message: 'modules/_ui is shared by the modules and imports none of them' },
      ...moduleFolders.map((folder) => ({
        target: `./modules/${folder}`,
        from: './modules',
        except: [`./${folder}`, ...MODULE_SHARED],
        message: 'modules never import each other: share through modules/_ui (docs/architecture.md)',
      })),
    ]),
  },
  {
    files: ['cms/**'],
    ignores: ['**/*.test.ts'],
    rules: boundary([
      { target: './cms', from: ['./renderer', './modules', './app'], message: 'cms/ imports only schemas/ and fixtures/ (docs/architecture.md)' },
    ]),
  },
  {
    files: ['renderer/**', 'app/**', 'proxy.ts'],
    // Tests may set up the embedded CMS they exercise.
    ignores: ['renderer/data/request/embedded-cms.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: boundary([
      {
        target: ['./renderer', './app', './proxy.ts'],
        from: './cms',
        message: 'the site reaches the embedded CMS only through renderer/data/request/embedded-cms.ts',
      },
      { target: './renderer', from: './app', message: 'renderer/ never imports app/: routes are thin and call into renderer/' },
      // One rule option per file: ESLint's later blocks replace a rule's options, they do not add to them.
      ...rendererWingZones,
    ]),
  },
];

export default config;
