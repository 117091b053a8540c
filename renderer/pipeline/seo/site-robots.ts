import 'server-only';
import type { MetadataRoute } from 'next';
import { FALLBACK_LANGUAGE } from '@/schemas/locale';
import { loadSiteOrigins } from '../../data/routing/load-site-origins';
import { buildRobots } from './robots';

/** robots.txt from the configured hosts; while the CMS is unreachable it keeps its rules and names no sitemap. */
export async function siteRobots(): Promise<MetadataRoute.Robots> {
  return buildRobots(await loadSiteOrigins(FALLBACK_LANGUAGE));
}
