import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { buildBaseline, buildSite, buildsExist } from './builds';
import { ensureBrowser } from './lighthouse';
import { lighthousePages } from './pages';

export type PhoneCli = { args: string[]; runs: number; pageNames?: string[]; outFile?: string; outDir: string };

/**
 * The options the phone benches share: `--no-build` reuses the bench builds, `--runs N` and
 * `--pages home,product` narrow a run, `--out file.json` writes elsewhere than the bench's own file.
 * Then the browser and, unless reused, both builds.
 */
export function preparePhoneBench(argv: readonly string[], defaultRuns: number): PhoneCli {
  const args = [...argv];
  const option = (name: string) => {
    const at = args.indexOf(name);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const runs = z.coerce.number().int().min(1).max(15).default(defaultRuns).parse(option('--runs'));
  const pageNames = option('--pages')?.split(',');
  const known = lighthousePages('EN_US').map((page) => page.name);
  const unknown = pageNames?.filter((name) => !known.includes(name)) ?? [];
  if (unknown.length > 0) throw new Error(`--pages: unknown ${unknown.join(', ')}; known: ${known.join(', ')}`);

  const outDir = path.join(process.cwd(), 'bench', 'out');
  fs.mkdirSync(outDir, { recursive: true });
  ensureBrowser();
  if (!(args.includes('--no-build') && buildsExist())) {
    console.log('building the site and the bare baseline ...');
    buildSite(path.join(outDir, 'build-site.log'));
    buildBaseline(path.join(outDir, 'build-baseline.log'));
  }
  return { args, runs, pageNames, outFile: option('--out'), outDir };
}
