import 'server-only';
import type { Metadata } from 'next';
import { loadRoutePage } from '../resolve/load-route-page';
import type { StaticPageKey } from '../resolve/static-pages';
import type { SiteLocale } from '../../data/routing/page-params';
import { seoMetadata } from './page-metadata';
import { detailSeoKeys, type SeoKeys } from './seo-entries';

/** Static pages that are the landing page of a kind share that kind's common entry. */
const STATIC_SEO_KEYS: Partial<Record<StaticPageKey, SeoKeys>> = { service: { common: 'service' } };

/** Metadata of a menu route (`[...slug]`): a product, solution or service page, or a static page. */
export async function routePageMetadata(locale: SiteLocale, path: string): Promise<Metadata> {
  const page = await loadRoutePage(locale, path);
  if (page.kind === 'detail') {
    const { detail } = page;
    const own = { title: detail.name, description: detail.desc ?? undefined };
    return seoMetadata(locale, `/${path}`, own, { keys: detailSeoKeys(page.detailKind, detail) });
  }
  if (page.kind !== 'static') return {};
  const own = { title: page.modulePage?.name ?? page.article?.title, description: page.modulePage?.desc ?? undefined };
  // A device variant is the same page: its canonical and alternates are the main address's.
  return seoMetadata(locale, `/${page.key}`, own, { keys: STATIC_SEO_KEYS[page.key] });
}
