import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('.', import.meta.url)) },
  },
  test: {
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', '.next/**', 'tests/e2e/**'],
    environment: 'node',
    setupFiles: ['tests/setup/vitest.setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    typecheck: { enabled: true, include: ['**/*.test-d.ts'] },
  },
});
