import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { buildBaseline, buildSite, buildsExist } from './builds';
import { ensureBrowser } from './lighthouse';
import { machine } from './machine';
import { lighthousePages } from './pages';

export type PhoneCli = {
  runs: number;
  pageNames?: string[];
  outDir: string;
  loadAverageAtStart: number[];
  /** Writes the figures with the command, wall time and machine to the output file; returns the closing line to print. */
  write: (figures: Record<string, unknown>) => string;
};

/**
 * The options the phone benches share: `--no-build` reuses the bench builds, `--runs N` and
 * `--pages home,product` narrow a run, `--out file.json` writes elsewhere than the bench's own file.
 * Then the browser and, unless reused, both builds.
 */
export function preparePhoneBench(command: string, argv: readonly string[], defaults: { runs: number; outFile: string }): PhoneCli {
  const startedAt = performance.now();
  const atStart = machine();
  const args = [...argv];
  const option = (name: string) => {
    const at = args.indexOf(name);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const runs = z.coerce.number().int().min(1).max(15).default(defaults.runs).parse(option('--runs'));
  const pageNames = option('--pages')?.split(',');
  const known = lighthousePages('EN_US').map((page) => page.name);
  const unknown = pageNames?.filter((name) => !known.includes(name)) ?? [];
  if (unknown.length > 0) throw new Error(`--pages: unknown ${unknown.join(', ')}; known: ${known.join(', ')}`);
  const outFile = option('--out') ?? defaults.outFile;

  const outDir = path.join(process.cwd(), 'bench', 'out');
  fs.mkdirSync(outDir, { recursive: true });
  ensureBrowser();
  if (!(args.includes('--no-build') && buildsExist())) {
    console.log('building the site and the bare baseline ...');
    buildSite(path.join(outDir, 'build-site.log'));
    buildBaseline(path.join(outDir, 'build-baseline.log'));
  }

  const write = (figures: Record<string, unknown>) => {
    const atEnd = machine().loadAverage;
    const wallSeconds = Math.round((performance.now() - startedAt) / 1000);
    const results = {
      measuredAt: new Date().toISOString(),
      command: [command, ...args].join(' '),
      wallSeconds,
      machine: { atStart, loadAverageAtEnd: atEnd },
      ...figures,
    };
    fs.writeFileSync(outFile, `${JSON.stringify(results, null, 2)}\n`);
    return `load average ${atStart.loadAverage.join(' ')} at start, ${atEnd.join(' ')} at end; ${wallSeconds} s; written to ${outFile}`;
  };
  return { runs, pageNames, outDir, loadAverageAtStart: atStart.loadAverage, write };
}
