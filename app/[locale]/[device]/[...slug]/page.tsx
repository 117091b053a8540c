import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { loadRoutePage } from '@/renderer/resolve/load-route-page';
import { readSiteParams } from '@/renderer/routing/page-params';
import { routePageMetadata } from '@/renderer/seo/route-page-metadata';
import { currentPreview } from '@/renderer/server/preview-session';
import { DetailPage } from '@/renderer/templates/detail/detail-page';
import { StaticPageView } from '@/renderer/templates/static/static-page';

export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ locale: string; device: string; slug: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await readSiteParams(params);
  return routePageMetadata(locale, slug.join('/'));
}

export default async function MenuRoutePage({ params }: Props) {
  const { locale, slug } = await readSiteParams(params);
  const path = slug.join('/');
  const [page, preview] = await Promise.all([loadRoutePage(locale, path), currentPreview()]);
  const where = `/${path} ${locale}`;
  // Content admins see what the page dropped and why; visitors never do.
  const showDropReport = preview !== undefined;
  if (page.kind === 'redirect') permanentRedirect(page.to);
  if (page.kind === 'static') {
    return <StaticPageView locale={locale} where={where} modulePage={page.modulePage} article={page.article} variant={page.variant} form={page.form} showDropReport={showDropReport} />;
  }
  if (page.kind !== 'detail') notFound();
  return <DetailPage detail={page.detail} locale={locale} where={where} showDropReport={showDropReport} />;
}
