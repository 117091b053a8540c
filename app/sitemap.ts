import type { MetadataRoute } from 'next';
import { siteSitemap } from '@/renderer/server/sitemap/site-sitemap';

// Built per request from the data cache (CMS answers refresh every REVALIDATE_SECONDS): a build-time
// prerender would freeze the build machine's SITE_URL_PORT and CMS into it.
export const dynamic = 'force-dynamic';

export default function sitemap(): Promise<MetadataRoute.Sitemap> {
  return siteSitemap();
}
