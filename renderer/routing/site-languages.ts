import type { LanguageOption } from '@/schemas/locale';
import { callPortal } from '../api/call-portal';
import type { PortalResult } from '../api/call-types';
import { PortalError } from '../api/errors';
import { serverPortalContext } from '../server/portal-context';

const FRESH_MS = 60_000;
const RETRY_MS = 5_000;

type FetchLanguages = () => Promise<PortalResult<LanguageOption[]>>;

/**
 * The site's language list for host matching, kept for a minute so the proxy does not ask the CMS
 * on every request; while the CMS is down every host falls back to the default locale. One refresh
 * at a time, and once a list is known no request waits for one: a hanging CMS would otherwise hold
 * every request, cached pages included, for the whole timeout.
 */
export function createSiteLanguages(fetchLanguages: FetchLanguages, clock: () => number = Date.now) {
  let known: { languages: LanguageOption[]; until: number } | undefined;
  let refreshing: Promise<LanguageOption[]> | undefined;

  async function refresh(): Promise<LanguageOption[]> {
    // Nobody may be awaiting this promise: it must not reject.
    const [error, languages] = await fetchLanguages().catch((cause: unknown): PortalResult<LanguageOption[]> => [new PortalError('network', { cause }), undefined]);
    // The clock is read after the call: a call that took the whole timeout still gets its retry pause.
    const now = clock();
    if (error) {
      console.error(`[proxy] site languages unavailable (${error.kind}); hosts fall back to the default locale`);
      known = { languages: known?.languages ?? [], until: now + RETRY_MS };
    } else {
      known = { languages, until: now + FRESH_MS };
    }
    return known.languages;
  }

  return function siteLanguages(): Promise<LanguageOption[]> {
    if (known && known.until > clock()) return Promise.resolve(known.languages);
    refreshing ??= refresh().finally(() => {
      refreshing = undefined;
    });
    return known ? Promise.resolve(known.languages) : refreshing;
  };
}

async function fetchSiteLanguages(): Promise<PortalResult<LanguageOption[]>> {
  const [error, siteInfo] = await callPortal(serverPortalContext('ZH_CN'), 'website');
  return error ? [error, undefined] : [null, siteInfo.siteLanguageList];
}

export const siteLanguages = createSiteLanguages(fetchSiteLanguages);
