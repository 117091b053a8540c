import type { Metadata } from 'next';
import { getHomeData } from '@/renderer/content/get-home';
import { unwrap } from '@/renderer/page/unwrap';
import { readSiteParams } from '@/renderer/routing/page-params';
import { seoMetadata } from '@/renderer/seo/page-metadata';
import { HomePage } from '@/renderer/templates/home/home-page';

export const revalidate = 300;

export async function generateMetadata({ params }: { params: Promise<{ locale: string; device: string }> }): Promise<Metadata> {
  const { locale } = await readSiteParams(params);
  return seoMetadata(locale, '/', {}, { keys: { common: 'index' } });
}

export default async function Home({ params }: { params: Promise<{ locale: string; device: string }> }) {
  const { locale } = await readSiteParams(params);
  return <HomePage locale={locale} data={unwrap(await getHomeData(locale))} />;
}
