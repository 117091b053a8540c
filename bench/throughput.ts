import fs from 'node:fs';
import path from 'node:path';
import type { LanguageCode } from '@/schemas/locale';
import { runLoad, type LoadFigures } from './load';
import { markupTree } from './markup-tree';
import { nginxPath, type PageSnapshot } from './page-snapshots';
import { hostHeader } from './pages';
import type { Started } from './processes';
import { warmUntilHit } from './warm-cache';

export type PageThroughput = {
  page: string;
  path: string;
  locale: LanguageCode;
  nginx: LoadFigures;
  cached: LoadFigures;
  preview: LoadFigures;
  /** The bare Next.js page, measured right beside this page's runs: the shared machine's load drifts. */
  barePrerendered: LoadFigures;
  /** The same prerendered page reached through a proxy that only rewrites: the floor a request proxy sets. */
  bareProxied: LoadFigures;
  barePerRequest: LoadFigures;
  /**
   * This page's own markup rendered by the bare app (bench/baseline-next/app/markup.tsx) through the same
   * rewrite-only proxy, cached and per request: the floors for our cached page and our preview, with
   * none of the site's work (CMS calls, validation, markdown, client components).
   */
  bareMarkupCached: LoadFigures;
  bareMarkupPerRequest: LoadFigures;
};

type Servers = { site: Started; nginx: Started; baseline: Started; previewCookies: ReadonlyMap<string, string>; markupDir: string };

/** Where the bare app finds this page's markup (BENCH_MARKUP_DIR): one file per page and locale. */
function saveMarkup(markupDir: string, snapshot: PageSnapshot): string {
  const name = `${snapshot.name}-${snapshot.locale}`.replace(/\W+/g, '-');
  fs.mkdirSync(markupDir, { recursive: true });
  fs.writeFileSync(path.join(markupDir, `${name}.json`), JSON.stringify(markupTree(snapshot.html)));
  return name;
}

/**
 * One page on one host, one load test at a time: nginx serving its saved HTML, the bare prerendered
 * page directly and through a rewrite-only proxy, our cached page, our preview (uncached) render, the bare per-request page,
 * and our page's markup on the bare app through the proxy, cached and per request.
 */
export async function measurePage({ site, nginx, baseline, previewCookies, markupDir }: Servers, snapshot: PageSnapshot): Promise<PageThroughput> {
  const host = hostHeader(snapshot.host, site.port);
  const cookie = previewCookies.get(snapshot.host.hostname);
  if (!cookie) throw new Error(`no preview cookie for ${snapshot.host.hostname}`);
  const onSite = { address: site.address, port: site.port, path: snapshot.path };
  const onBaseline = { address: baseline.address, port: baseline.port };
  const nginxFigures = await runLoad({ address: nginx.address, port: nginx.port, path: nginxPath(snapshot) });
  await warmUntilHit({ ...onBaseline, path: '/' });
  const barePrerendered = await runLoad({ ...onBaseline, path: '/' });
  const bareProxied = await runLoad({ ...onBaseline, path: '/proxied' });
  // The page may have gone stale since it was first warmed (REVALIDATE_SECONDS): warm it again.
  await warmUntilHit({ ...onSite, host });
  const cached = await runLoad({ ...onSite, headers: { host } });
  const preview = await runLoad({ ...onSite, headers: { host, cookie } });
  const barePerRequest = await runLoad({ ...onBaseline, path: '/dynamic' });
  const markup = saveMarkup(markupDir, snapshot);
  await warmUntilHit({ ...onBaseline, path: `/proxied/markup-cached/${markup}` });
  const bareMarkupCached = await runLoad({ ...onBaseline, path: `/proxied/markup-cached/${markup}` });
  const bareMarkupPerRequest = await runLoad({ ...onBaseline, path: `/proxied/markup/${markup}` });
  return {
    page: snapshot.name,
    path: snapshot.path,
    locale: snapshot.locale,
    nginx: nginxFigures,
    cached,
    preview,
    barePrerendered,
    bareProxied,
    barePerRequest,
    bareMarkupCached,
    bareMarkupPerRequest,
  };
}
