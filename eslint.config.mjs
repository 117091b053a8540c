import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const boundary = (group, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group, message }] }],
});

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next/**', '.next-*/**', '.cluster/**', 'bench/baseline-next/.next/**', 'node_modules/**', 'next-env.d.ts', 'schemas/json/**', 'test-results/**', 'playwright-report/**'],
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
    rules: boundary(['@/*', '../*'], 'schemas/ imports nothing of ours (DESIGN.md)'),
  },
  {
    files: ['modules/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/*.test-d.ts'],
    rules: boundary(
      ['@/renderer/*', '@/app/*', '@/cms/*', '@/fixtures/*', '../*/*', '!../_ui/*'],
      'modules/ import only schemas/, modules/_ui and their own folder; modules never import each other (DESIGN.md)',
    ),
  },
  {
    files: ['fixtures/**'],
    rules: boundary(['@/*'], 'fixtures/ are data'),
  },
  {
    files: ['cms/**'],
    ignores: ['**/*.test.ts'],
    rules: boundary(['@/renderer/*', '@/modules/*', '@/app/*'], 'cms/ imports only schemas/ and fixtures/ (DESIGN.md)'),
  },
  {
    files: ['renderer/**'],
    ignores: ['renderer/server/in-process-transport.ts'],
    rules: boundary(['@/app/*', '@/cms/*'], 'renderer/ imports schemas/ and modules/; only the in-process transport reaches cms/'),
  },
];

export default config;
