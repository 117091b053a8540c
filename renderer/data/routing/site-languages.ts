import type { PortalResult } from '../api/call-types';
import { PortalError } from '../api/errors';
import { readEnv } from '../config/env';
import { fetchPublishedSiteInfo } from '../content/site-info';
import type { SiteHosts } from './locale-from-host';

const RETRY_MS = 5_000;

type FetchHosts = () => Promise<PortalResult<SiteHosts>>;
const NO_HOSTS: SiteHosts = { languages: [], defaultLanguage: undefined };

/**
 * The site's language hosts and default language, kept for `freshMs` (SITE_LANGUAGES_SECONDS, a minute by
 * default) so the proxy does not ask the CMS on every request; while the CMS is down the last known table
 * stays, and before any every host gets the fallback locale. One refresh at a time, and once a list is
 * known no request waits for one: a hanging CMS would otherwise hold every request, cached pages included,
 * for the whole timeout.
 */
export function createSiteLanguages(fetchHosts: FetchHosts, { clock = Date.now, freshMs }: { clock?: () => number; freshMs: () => number }) {
  let known: { hosts: SiteHosts; until: number } | undefined;
  let refreshing: Promise<SiteHosts> | undefined;

  async function refresh(): Promise<SiteHosts> {
    // Nobody may be awaiting this promise: it must not reject.
    const [error, hosts] = await fetchHosts().catch((cause: unknown): PortalResult<SiteHosts> => [new PortalError('network', { cause }), undefined]);
    // The clock is read after the call: a call that took the whole timeout still gets its retry pause.
    const now = clock();
    if (error) {
      console.error(`[proxy] site languages unavailable (${error.kind}); hosts fall back to the default locale`);
      known = { hosts: known?.hosts ?? NO_HOSTS, until: now + RETRY_MS };
    } else {
      known = { hosts, until: now + freshMs() };
    }
    return known.hosts;
  }

  return function siteLanguages(): Promise<SiteHosts> {
    if (known && known.until > clock()) return Promise.resolve(known.hosts);
    refreshing ??= refresh().finally(() => {
      refreshing = undefined;
    });
    return known ? Promise.resolve(known.hosts) : refreshing;
  };
}

/** The proxy's own cache of the published site info (site-info.ts), of which it keeps the hosts. */
async function fetchSiteLanguages(): Promise<PortalResult<SiteHosts>> {
  const [error, siteInfo] = await fetchPublishedSiteInfo();
  return error ? [error, undefined] : [null, { languages: siteInfo.siteLanguageList, defaultLanguage: siteInfo.defaultLanguage }];
}

export const siteLanguages = createSiteLanguages(fetchSiteLanguages, { freshMs: () => readEnv().SITE_LANGUAGES_SECONDS * 1000 });
