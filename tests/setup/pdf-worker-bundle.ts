import fs from 'node:fs';
import path from 'node:path';
import { build, stop } from 'esbuild';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PDF export's worker entry bundled to JavaScript, as Next bundles it for the server. */
    pdfWorkerFile: string;
  }
}

/**
 * Bundles `cms/pdf/pdf-worker.ts` once per run: a worker thread then loads one file instead of
 * compiling every source through tsx, which made each export seconds on a busy machine.
 */
export default async function bundlePdfWorker(project: TestProject): Promise<() => void> {
  // Inside node_modules, so the packages left out of the bundle resolve; one folder per run, so runs side by side do not collide.
  const cacheDir = path.resolve('node_modules/.cache');
  fs.mkdirSync(cacheDir, { recursive: true });
  const dir = fs.mkdtempSync(path.join(cacheDir, 'vitest-pdf-worker-'));
  const outfile = path.join(dir, 'pdf-worker.mjs');
  // Packages stay outside: pdfkit reads its data files next to its own sources.
  await build({ entryPoints: ['cms/pdf/pdf-worker.ts'], bundle: true, platform: 'node', format: 'esm', packages: 'external', outfile, logLevel: 'warning' });
  // esbuild's service process would otherwise stay up for the whole run.
  await stop();
  project.provide('pdfWorkerFile', outfile);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
