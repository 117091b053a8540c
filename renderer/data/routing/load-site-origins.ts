import 'server-only';
import { cache } from 'react';
import type { LanguageCode } from '@/schemas/locale';
import { readEnv } from '../config/env';
import { getSiteInfo } from '../content/get-site-info';
import { siteOrigins, type SiteAddresses } from './site-origins';

/** The configured public origins, once per request, or undefined while the CMS cannot say which hosts the site has. */
export const loadSiteOrigins = cache(async (locale: LanguageCode): Promise<SiteAddresses | undefined> => {
  const [error, info] = await getSiteInfo(locale);
  return error ? undefined : siteOrigins(info, readEnv());
});
