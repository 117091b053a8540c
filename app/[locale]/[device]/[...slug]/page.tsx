import type { Metadata } from 'next';
import { readSiteParams } from '@/renderer/routing/page-params';
import { routePageMetadata } from '@/renderer/seo/route-page-metadata';
import { MenuRouteView } from '@/renderer/templates/route/menu-route-view';

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
  return <MenuRouteView locale={locale} path={slug.join('/')} />;
}
