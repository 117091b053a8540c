import type { Metadata } from 'next';
import { getHomeData } from '@/renderer/content/get-home';
import { unwrap } from '@/renderer/page/unwrap';
import { withAccessFallback } from '@/renderer/error-pages/access-fallback';
import { withAccessFallbackMetadata } from '@/renderer/page/access-fallback';
import { readSiteParams } from '@/renderer/routing/page-params';
import { seoMetadata } from '@/renderer/seo/page-metadata';
import { HomePage } from '@/renderer/templates/home/home-page';

type Props = { params: Promise<{ locale: string; device: string }> };

export const generateMetadata = withAccessFallbackMetadata(async ({ params }: Props): Promise<Metadata> => {
  const { locale } = await readSiteParams(params);
  return seoMetadata(locale, '/', {}, { keys: { common: 'index' } });
});

export default withAccessFallback(async function Home({ params }: Props) {
  const { locale } = await readSiteParams(params);
  return <HomePage locale={locale} data={unwrap(await getHomeData(locale))} />;
});
