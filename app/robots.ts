import type { MetadataRoute } from 'next';
import { siteRobots } from '@/renderer/pipeline/seo/site-robots';

// Per request like the sitemap: its Sitemap lines carry the configured hosts and port of the running server.
export const dynamic = 'force-dynamic';

export default function robots(): Promise<MetadataRoute.Robots> {
  return siteRobots();
}
