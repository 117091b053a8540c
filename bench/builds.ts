import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = process.cwd();
const nextBin = path.join(root, 'node_modules', '.bin', 'next');

/** The site's build, kept apart from the e2e build in `.next` (`BENCH_DIST_DIR` names another, to build while a bench runs). */
export const SITE_DIST_DIR = process.env.BENCH_DIST_DIR ?? '.next-bench';
export const BASELINE_DIR = path.join('bench', 'baseline-next');

/**
 * `next build` rewrites tsconfig.json and next-env.d.ts for the folder it builds into; the bench's
 * folder is not the one the project type-checks against, so both are put back as they were. Only a
 * rewrite that names the bench folder is undone: anything else is someone else's edit.
 */
function keepingProjectTypeFiles(run: () => void): void {
  const files = ['tsconfig.json', 'next-env.d.ts'].map((name) => path.join(root, name));
  const before = files.map((file) => (fs.existsSync(file) ? fs.readFileSync(file) : undefined));
  try {
    run();
  } finally {
    files.forEach((file, at) => {
      const content = before[at];
      const now = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
      if (content !== undefined && now.includes(SITE_DIST_DIR) && !content.toString('utf8').includes(SITE_DIST_DIR)) fs.writeFileSync(file, content);
    });
  }
}

function build(label: string, args: string[], logFile: string, env: Record<string, string> = {}): void {
  const started = performance.now();
  const log = fs.openSync(logFile, 'w');
  try {
    execFileSync(nextBin, ['build', ...args], { stdio: ['ignore', log, log], env: { ...process.env, ...env } });
  } catch {
    throw new Error(`${label}: next build failed; see ${logFile}`);
  } finally {
    fs.closeSync(log);
  }
  console.log(`  ${label} built in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

export function buildSite(logFile: string): void {
  keepingProjectTypeFiles(() => build('site', [], logFile, { NEXT_DIST_DIR: SITE_DIST_DIR }));
}

export function buildBaseline(logFile: string): void {
  build('bare Next.js baseline', [BASELINE_DIR], logFile);
}

/** Both builds exist (for `--no-build`, which reuses them). */
export const buildsExist = (): boolean =>
  fs.existsSync(path.join(root, SITE_DIST_DIR, 'BUILD_ID')) && fs.existsSync(path.join(root, BASELINE_DIR, '.next', 'BUILD_ID'));
