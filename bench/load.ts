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

/**
 * 50 connections for LOAD_SECONDS with autocannon, in its own process. Every target is asked for
 * gzip, as browsers do, so Next and nginx both compress. Errors count failed, timed-out and non-2xx answers.
 */
export function runLoad({ address, port, path: urlPath, headers = {} }: LoadTarget): Promise<LoadFigures> {
  const cli = path.join(process.cwd(), 'node_modules', 'autocannon', 'autocannon.js');
  const headerArgs = Object.entries({ 'accept-encoding': 'gzip', ...headers }).flatMap(([name, value]) => ['-H', `${name}=${value}`]);
  const args = [
    cli,
    '-c',
    String(CONNECTIONS),
    '-d',
    String(LOAD_SECONDS),
    '-W',
    '[',
    '-c',
    String(CONNECTIONS),
    '-d',
    '1',
    ']',
    '-j',
    '-n',
    ...headerArgs,
    `http://${address}:${port}${urlPath}`,
  ];
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 }, (error, stdout) => {
      if (error) return reject(new Error(`autocannon failed for ${urlPath}: ${error.message}`));
      // With a warm-up autocannon prints two JSON lines; the last is the measurement.
      const last = stdout.trim().split('\n').at(-1) ?? '';
      const result = autocannonResultSchema.parse(JSON.parse(last));
      resolve({
        reqPerSec: Math.round(result.requests.average * 10) / 10,
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        requests: result.requests.total,
        errors: result.errors + result.timeouts + result.non2xx,
      });
    });
  });
}
