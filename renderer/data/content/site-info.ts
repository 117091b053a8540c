import { FALLBACK_LANGUAGE, type LanguageCode } from '@/schemas/locale';
import type { WebInfo } from '@/schemas/site-info';
import { callPortal } from '../api/call-portal';
import type { PortalResult } from '../api/call-types';
import { serverPortalContext } from '../request/portal-context';
import { cacheTags } from './cache-tags';

/**
 * The site info is the site's one record (its hosts, default language, logo, footer): it is read here and
 * through getSiteInfo, nowhere else. Asked with a locale like every portal call; its cache tag names none.
 */
export const SITE_INFO_POLICY = { tags: [cacheTags.siteInfo()] };

/** The locale asked in before a request's locale is known: the proxy learns that locale from the hosts this very record lists. */
export const LOCALE_BEFORE_HOST: LanguageCode = FALLBACK_LANGUAGE;

/** The published site info as the CMS answers it now, for callers outside a page render: the proxy's host table, the webhook's reachability check. */
export const fetchPublishedSiteInfo = (): Promise<PortalResult<WebInfo>> => callPortal(serverPortalContext(LOCALE_BEFORE_HOST), 'website');
