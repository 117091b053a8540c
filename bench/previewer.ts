import { httpGet } from './http-get';
import { hostHeader, LOAD_PAGES, SITE_HOSTS } from './pages';
import { percentile } from './percentiles';
import type { Started } from './processes';

export type PreviewerFigures = { requests: number; p50Ms: number; p95Ms: number; maxMs: number; slowest: string };

/** Times over each page in both languages: 5 x 8 = 40 requests, so p95 is the second slowest. */
const ROUNDS = 5;

/**
 * One content admin previewing: the load pages in both languages, one request at a time as a browser
 * tab asks for them, every one rendered per request with the CMS's draft content. Latency is what the
 * previewer waits for the whole HTML.
 */
export async function measurePreviewer(site: Started, previewCookies: ReadonlyMap<string, string>): Promise<PreviewerFigures> {
  const times: { ms: number; page: string }[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const host of SITE_HOSTS) {
      const cookie = previewCookies.get(host.hostname);
      if (!cookie) throw new Error(`no preview cookie for ${host.hostname}`);
      for (const page of LOAD_PAGES) {
        const started = performance.now();
        const answer = await httpGet({
          address: site.address,
          port: site.port,
          path: page.path,
          host: hostHeader(host, site.port),
          headers: { cookie, 'accept-encoding': 'gzip' },
        });
        const ms = performance.now() - started;
        if (answer.status !== 200) throw new Error(`preview of ${host.hostname}${page.path} answered ${answer.status}`);
        // Next's x-nextjs-cache says HIT in draft mode too (a draft-only page does so): the private answer is the sign of a preview.
        if (!answer.headers['cache-control']?.includes('private'))
          throw new Error(`preview of ${host.hostname}${page.path} was not answered as a private page`);
        times.push({ ms, page: `${page.name} ${host.locale}` });
      }
    }
  }
  const sorted = times.map((time) => time.ms).sort((a, b) => a - b);
  const slowest = times.reduce((max, time) => (time.ms > max.ms ? time : max));
  return {
    requests: times.length,
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    maxMs: percentile(sorted, 100),
    slowest: slowest.page,
  };
}
