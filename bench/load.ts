import { execFile } from 'node:child_process';
import path from 'node:path';
import { z } from 'zod';

const CONNECTIONS = 50;
/** Seconds of load per measurement (BENCH_SECONDS), after a one-second warm-up at the same concurrency. */
export const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);

const autocannonResultSchema = z.object({
  requests: z.object({ average: z.number(), total: z.number() }),
  latency: z.object({ p50: z.number(), p99: z.number() }),
  errors: z.number(),
  timeouts: z.number(),
  non2xx: z.number(),
});

export type LoadFigures = { reqPerSec: number; p50Ms: number; p99Ms: number; requests: number; errors: number };

type LoadTarget = { address: string; port: number; path: string; headers?: Record<string, string> };

function autocannon(args: string[], urlPath: string): Promise<z.output<typeof autocannonResultSchema>> {
  const cli = path.join(process.cwd(), 'node_modules', 'autocannon', 'autocannon.js');
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [cli, ...args], { maxBuffer: 16 * 1024 * 1024 }, (error, stdout) => {
      if (error) return reject(new Error(`autocannon failed for ${urlPath}: ${error.message}`));
      resolve(autocannonResultSchema.parse(JSON.parse(stdout.trim().split('\n').at(-1) ?? '')));
    });
  });
}

/**
 * 50 connections for LOAD_SECONDS with autocannon, in its own process, after a one-second warm-up in
 * another: autocannon's own warm-up leaves its requests in flight as the measurement opens 50 more, and
 * nginx's 64 connections per address then refuses some. Every target is asked for gzip, as browsers do,
 * so Next and nginx both compress. Errors count failed, timed-out and non-2xx answers.
 */
export async function runLoad({ address, port, path: urlPath, headers = {} }: LoadTarget): Promise<LoadFigures> {
  const headerArgs = Object.entries({ 'accept-encoding': 'gzip', ...headers }).flatMap(([name, value]) => ['-H', `${name}=${value}`]);
  const target = [...headerArgs, '-j', '-n', `http://${address}:${port}${urlPath}`];
  await autocannon(['-c', String(CONNECTIONS), '-d', '1', ...target], urlPath);
  const result = await autocannon(['-c', String(CONNECTIONS), '-d', String(LOAD_SECONDS), ...target], urlPath);
  return {
    reqPerSec: Math.round(result.requests.average * 10) / 10,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** Several runs of one target as one: mean rate and p50, the worst p99, every request and error counted. */
export function combinedLoad(runs: readonly LoadFigures[]): LoadFigures {
  const mean = (pick: (run: LoadFigures) => number) => Math.round((runs.reduce((sum, run) => sum + pick(run), 0) / runs.length) * 10) / 10;
  return {
    reqPerSec: mean((run) => run.reqPerSec),
    p50Ms: mean((run) => run.p50Ms),
    p99Ms: Math.max(...runs.map((run) => run.p99Ms)),
    requests: runs.reduce((sum, run) => sum + run.requests, 0),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
  };
}
