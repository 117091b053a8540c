import type { Metadata } from 'next';
import { permanentRedirect, notFound } from 'next/navigation';
import { loadRoutePage } from '@/renderer/resolve/load-route-page';
import { readSiteParams } from '@/renderer/routing/page-params';
import { DetailPage } from '@/renderer/templates/detail/detail-page';

export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ locale: string; device: string; slug: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await readSiteParams(params);
  const page = await loadRoutePage(locale, slug.join('/'));
  return page.kind === 'detail' ? { title: page.detail.name, description: page.detail.desc ?? undefined } : {};
}

export default async function MenuRoutePage({ params }: Props) {
  const { locale, slug } = await readSiteParams(params);
  const page = await loadRoutePage(locale, slug.join('/'));
  if (page.kind === 'redirect') permanentRedirect(page.to);
  if (page.kind !== 'detail') notFound();
  return <DetailPage detail={page.detail} locale={locale} where={`/${slug.join('/')} ${locale}`} showDropReport={false} />;
}
