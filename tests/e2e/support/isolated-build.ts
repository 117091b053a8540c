import fs from 'node:fs';
import path from 'node:path';

/**
 * `tsx tests/e2e/support/isolated-build.ts <name>`: a private copy of the current build in
 * `.next/e2e-isolated/<name>`, for `next start` on that folder. Servers started on the same `.next`
 * share its page cache on disk, so a page one of them renders from content a test changed would be
 * served by the others; a copy keeps the caching tests' changes and cache state to their own server.
 * Left out: caches, dev output, pages rendered since the build. Inside `.next`, the next build removes it.
 */
const name = process.argv[2];
if (!name || !/^[\w-]+$/.test(name)) throw new Error('usage: isolated-build.ts <name>');
const root = process.cwd();
const dist = path.join(root, '.next');
const parent = path.join(dist, 'e2e-isolated');
const destination = path.join(parent, name);
const SKIPPED = new Set(
  ['cache', 'dev', 'server/route-cache', 'trace', 'trace-build', 'diagnostics', 'e2e-isolated', 'e2e-live-fixtures'].map((entry) => path.join(dist, entry)),
);

if (!fs.existsSync(path.join(dist, 'BUILD_ID'))) throw new Error('no build in .next: run `next build` first');
fs.rmSync(destination, { recursive: true, force: true });
fs.mkdirSync(destination, { recursive: true });
// Entry by entry: the copy lies inside `.next`, which cannot be copied into itself whole. Symlinks stay
// relative (`.next/node_modules/*` point at `../../node_modules`), so the copy gets a node_modules link of its own.
for (const entry of fs.readdirSync(dist)) {
  const source = path.join(dist, entry);
  if (SKIPPED.has(source)) continue;
  fs.cpSync(source, path.join(destination, '.next', entry), { recursive: true, verbatimSymlinks: true, filter: (file) => !SKIPPED.has(file) });
}
// The cache handlers are loaded from their folder beside the config at run time.
for (const file of ['next.config.ts', 'package.json']) fs.copyFileSync(path.join(root, file), path.join(destination, file));
fs.cpSync(path.join(root, 'cache'), path.join(destination, 'cache'), { recursive: true, filter: (file) => !file.endsWith('.test.ts') });
for (const link of ['node_modules', 'public']) fs.symlinkSync(path.join(root, link), path.join(destination, link));
console.log(`[isolated-build] ${path.relative(root, destination)}`);
