import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const benchmarkSchema = z.object({ name: z.string(), mean: z.number(), median: z.number(), p99: z.number(), sampleCount: z.number() });
const vitestOutputSchema = z.object({ files: z.array(z.object({ groups: z.array(z.object({ benchmarks: z.array(benchmarkSchema) })) })) });
export type VitestBenchmark = z.infer<typeof benchmarkSchema>;

/** Runs `vitest bench` on the files (the project's aliases and CSS handling apply) and returns every benchmark. */
export function runVitestBenches(files: readonly string[], outDir: string): VitestBenchmark[] {
  const json = path.join(outDir, 'vitest-bench.json');
  execFileSync('npx', ['vitest', 'bench', '--run', ...files, '--outputJson', json], { stdio: ['ignore', 'ignore', 'inherit'] });
  const output = vitestOutputSchema.parse(JSON.parse(fs.readFileSync(json, 'utf8')));
  return output.files.flatMap((file) => file.groups.flatMap((group) => group.benchmarks));
}

/** The benchmark whose name starts with `prefix` (names begin with "<series> <size>:"). */
export function benchmarkNamed(benchmarks: readonly VitestBenchmark[], prefix: string): VitestBenchmark {
  const found = benchmarks.find((entry) => entry.name.startsWith(prefix));
  if (!found) throw new Error(`no benchmark named "${prefix}..."`);
  return found;
}
