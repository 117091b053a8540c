import { htmlBreakdown, type HtmlBreakdown } from './html-breakdown';
import { httpGet } from './http-get';
import { hostHeader, SITE_HOSTS, type BenchPage } from './pages';
import type { Started } from './processes';

/** Pages held to the HTML budget (issue 13): 12 KB gzip each, 14 KB for home. */
export const WEIGHED_PAGES: readonly (BenchPage & { budgetGzipBytes: number })[] = [
  { name: 'home', path: '/', budgetGzipBytes: 14 * 1024 },
  { name: 'product', path: '/product/enterprise-cloud', budgetGzipBytes: 12 * 1024 },
  { name: 'solution', path: '/solution/healthcare', budgetGzipBytes: 12 * 1024 },
  { name: 'service', path: '/service/cloud-migration', budgetGzipBytes: 12 * 1024 },
  { name: 'news article', path: '/press/60101', budgetGzipBytes: 12 * 1024 },
  { name: 'news list', path: '/press', budgetGzipBytes: 12 * 1024 },
  { name: 'document', path: '/document/201/21101', budgetGzipBytes: 12 * 1024 },
];

/** What the proxy's device pattern reads as a phone (Safari on an iPhone), and a desktop Chrome. */
const DEVICES = {
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  mobile: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
} as const;

export type HtmlWeightRow = HtmlBreakdown & { page: string; path: string; locale: string; device: keyof typeof DEVICES; budgetGzipBytes: number };

/** Every weighed page on both hosts and both devices, as a visitor's first request gets it once cached (no compression on the wire; gzip -6 counted). */
export async function weighPages(site: Started): Promise<HtmlWeightRow[]> {
  const rows: HtmlWeightRow[] = [];
  for (const host of SITE_HOSTS) {
    for (const [device, userAgent] of Object.entries(DEVICES) as [keyof typeof DEVICES, string][]) {
      for (const page of WEIGHED_PAGES) {
        const target = { address: site.address, port: site.port, host: hostHeader(host, site.port), path: page.path, headers: { 'user-agent': userAgent } };
        // Lists render per request (force-dynamic); one request first fills the data cache either way.
        await httpGet(target);
        const answer = await httpGet(target);
        if (answer.status !== 200) throw new Error(`${target.host}${page.path} (${device}) answered ${answer.status}`);
        rows.push({ ...htmlBreakdown(answer.body), page: page.name, path: page.path, locale: host.locale, device, budgetGzipBytes: page.budgetGzipBytes });
      }
    }
  }
  return rows;
}
