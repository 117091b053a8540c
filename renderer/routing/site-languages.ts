import type { LanguageOption } from '@/schemas/locale';
import { callPortal } from '../api/call-portal';
import { serverPortalContext } from '../server/portal-context';

const FRESH_MS = 60_000;
const RETRY_MS = 5_000;

let known: { languages: LanguageOption[]; until: number } | undefined;

/**
 * The site's language list for host matching, kept for a minute so the proxy does not ask the CMS
 * on every request; while the CMS is down every host falls back to the default locale.
 */
export async function siteLanguages(now = Date.now()): Promise<LanguageOption[]> {
  if (known && known.until > now) return known.languages;
  const [error, siteInfo] = await callPortal(serverPortalContext('ZH_CN'), 'website');
  if (error) {
    console.error(`[proxy] site languages unavailable (${error.kind}); hosts fall back to the default locale`);
    known = { languages: known?.languages ?? [], until: now + RETRY_MS };
  } else {
    known = { languages: siteInfo.siteLanguageList, until: now + FRESH_MS };
  }
  return known.languages;
}
