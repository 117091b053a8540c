import 'server-only';
import type { SiteLocale } from '../../data/routing/page-params';
import { loadSiteOrigins } from '../../data/routing/load-site-origins';

/** The locale's configured origin, so an address a page leaves relative resolves there and not against Next's localhost guess. */
export async function metadataBase(locale: SiteLocale): Promise<URL | undefined> {
  const origin = (await loadSiteOrigins(locale))?.origins[locale];
  return origin ? new URL(origin) : undefined;
}
