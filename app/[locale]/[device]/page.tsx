import type { Metadata } from 'next';
import { getHomeData } from '@/renderer/data/content/get-home';
import { unwrap } from '@/renderer/pipeline/page/unwrap';
import { withAccessFallback } from '@/renderer/frame/error-pages/access-fallback';
import { withAccessFallbackMetadata } from '@/renderer/pipeline/page/access-status';
import { readSiteParams } from '@/renderer/data/routing/page-params';
import { seoMetadata } from '@/renderer/pipeline/seo/page-metadata';
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
