import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readBuildEnv } from './env';

const ROOT = path.resolve(__dirname, '../../..');
/** The site's code outside tests; the embedded CMS (cms/config.ts) and the cache handlers (cache/*.mjs, loaded outside the bundle) read their own. */
const SITE_CODE = ['renderer', 'app', 'proxy.ts', 'instrumentation.ts', 'next.config.ts'];
/** Next replaces this expression at build: it must stay written out where it drops the Node-only imports from the edge bundle. */
const INLINED_BY_NEXT = { 'instrumentation.ts': ["process.env.NEXT_RUNTIME !== 'nodejs'"] };

function sourceFiles(entry: string): string[] {
  if (!fs.statSync(path.join(ROOT, entry)).isDirectory()) return [entry];
  return fs
    .readdirSync(path.join(ROOT, entry), { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(entry, file))
    .filter((file) => /\.(ts|tsx|mjs)$/.test(file) && !/\.test(-d)?\.tsx?$/.test(file));
}

describe('the environment', () => {
  it('is read in renderer/data/config/env.ts only', () => {
    const reads = SITE_CODE.flatMap(sourceFiles)
      .filter((file) => file !== path.join('renderer', 'data', 'config', 'env.ts'))
      .flatMap((file) => {
        const allowed: readonly string[] = INLINED_BY_NEXT[file as keyof typeof INLINED_BY_NEXT] ?? [];
        const lines = fs.readFileSync(path.join(ROOT, file), 'utf8').split('\n');
        return lines.filter((line) => line.includes('process.env') && !allowed.some((read) => line.includes(read))).map((line) => `${file}: ${line.trim()}`);
      });
    expect(reads).toEqual([]);
  });

  it('of the build is checked like the site’s', () => {
    expect(readBuildEnv({ NODE_ENV: 'test' })).toEqual({ NEXT_OUTPUT: undefined, NEXT_DIST_DIR: '.next' });
    expect(readBuildEnv({ NODE_ENV: 'test', NEXT_OUTPUT: 'standalone', NEXT_DIST_DIR: '.next-bench' })).toEqual({
      NEXT_OUTPUT: 'standalone',
      NEXT_DIST_DIR: '.next-bench',
    });
    expect(() => readBuildEnv({ NODE_ENV: 'test', NEXT_OUTPUT: 'export' })).toThrow(/invalid build environment: NEXT_OUTPUT/);
  });
});
