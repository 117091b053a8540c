import type { LanguageCode } from '@/schemas/locale';
import { httpGet } from './http-get';
import { hostHeader, type BenchPage, type SiteHost } from './pages';
import type { Started } from './processes';
import { warmUntilHit } from './warm-cache';

export type PageSnapshot = BenchPage & { locale: LanguageCode; host: SiteHost; html: string };

/**
 * Each page as a visitor's first request gets it, after warming Next's cache (cacheable pages are
 * asked until they are a hit), without compression: the HTML nginx serves and the script tags counted.
 */
export async function snapshotPage(site: Started, host: SiteHost, page: BenchPage, cacheable: boolean): Promise<PageSnapshot> {
  const target = { address: site.address, port: site.port, host: hostHeader(host, site.port), path: page.path };
  if (cacheable) await warmUntilHit(target);
  const answer = await httpGet(target);
  if (answer.status !== 200) throw new Error(`${target.host}${page.path} answered ${answer.status}`);
  return { ...page, locale: host.locale, host, html: answer.body };
}

/** Where nginx serves a snapshot: one file per host and page. */
export const nginxPath = (snapshot: PageSnapshot): string => `/${snapshot.host.hostname}${snapshot.path === '/' ? '/index' : snapshot.path}.html`;
