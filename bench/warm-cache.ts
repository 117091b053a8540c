import { httpGet } from './http-get';

type Target = { address: string; port: number; host?: string; path: string; headers?: Record<string, string> };

/**
 * Requests a page until Next answers it from its cache (`x-nextjs-cache: HIT`), so the load test
 * measures cached serving, not the first render. Returns how many requests that took.
 */
export async function warmUntilHit({ address, port, host, path, headers }: Target, attempts = 20): Promise<number> {
  for (let at = 1; at <= attempts; at += 1) {
    const answer = await httpGet({ address, port, host, path, headers });
    if (answer.status !== 200) throw new Error(`${host ?? ''}${path} answered ${answer.status}`);
    if (answer.headers['x-nextjs-cache'] === 'HIT') return at;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${host ?? ''}${path} was not a cache hit after ${attempts} requests`);
}
