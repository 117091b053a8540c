import { send } from '../../scripts/load-held/http-send';
import { percentile } from '../percentiles';

export type PageLatency = { requests: number; failed: number; p50: number; p95: number; max: number };

/** One visitor asking for a cached page back to back for `seconds`: its latencies in ms. */
export async function pageLatency(port: number, path: string, seconds: number): Promise<PageLatency> {
  const times: number[] = [];
  let failed = 0;
  for (const until = performance.now() + seconds * 1000; performance.now() < until;) {
    const answer = await send({ port, host: `localhost:${port}`, path }).catch(() => undefined);
    if (answer?.status !== 200) failed++;
    else times.push(answer.ms);
  }
  times.sort((a, b) => a - b);
  return { requests: times.length + failed, failed, p50: percentile(times, 50), p95: percentile(times, 95), max: percentile(times, 100) };
}
