import { getHomeData } from '@/renderer/content/get-home';
import { unwrap } from '@/renderer/page/unwrap';
import { readSiteParams } from '@/renderer/routing/page-params';
import { HomePage } from '@/renderer/templates/home/home-page';

export const revalidate = 300;

export default async function Home({ params }: { params: Promise<{ locale: string; device: string }> }) {
  const { locale } = await readSiteParams(params);
  return <HomePage locale={locale} data={unwrap(await getHomeData(locale))} />;
}
