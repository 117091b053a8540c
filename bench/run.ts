import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { measureSearch } from './search';

/**
 * `npm run bench`: every figure against a baseline measured in the same run (the machine is noisy),
 * printed as a table and written to bench/results.json.
 */
const outDir = path.join(process.cwd(), 'bench', 'out');
fs.mkdirSync(outDir, { recursive: true });

console.log('search: building indexes and timing queries ...');
const search = [measureSearch(1_000, 600), measureSearch(10_000, 600)];

console.log('document tree: vitest bench ...');
const vitestJson = path.join(outDir, 'doc-tree.json');
execFileSync('npx', ['vitest', 'bench', '--run', 'bench/doc-tree.bench.tsx', '--outputJson', vitestJson], { stdio: 'inherit' });

const benchmarkSchema = z.object({ name: z.string(), mean: z.number(), p99: z.number(), sampleCount: z.number() });
const vitestOutputSchema = z.object({ files: z.array(z.object({ groups: z.array(z.object({ benchmarks: z.array(benchmarkSchema) })) })) });
const benchmarks = vitestOutputSchema.parse(JSON.parse(fs.readFileSync(vitestJson, 'utf8'))).files.flatMap((file) => file.groups.flatMap((group) => group.benchmarks));
const meanOf = (prefix: string) => benchmarks.find((entry) => entry.name.startsWith(prefix))?.mean ?? Number.NaN;
const docTree = [500, 5_000].map((size) => {
  const treeMs = meanOf(`tree ${size}:`);
  const baselineMs = meanOf(`baseline ${size}:`);
  return { nodes: size, treeMeanMs: +treeMs.toFixed(3), flatListMeanMs: +baselineMs.toFixed(3), ratioToFlatList: +(treeMs / baselineMs).toFixed(2) };
});

const results = { measuredAt: new Date().toISOString(), node: process.version, search, docTree };
fs.writeFileSync(path.join(process.cwd(), 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);

console.log('\nSearch (embedded CMS index; baseline: substring scan of every document)');
console.table(search);
console.log('Document tree server render (baseline: a flat list of as many links)');
console.table(docTree);
console.log('written to bench/results.json');
