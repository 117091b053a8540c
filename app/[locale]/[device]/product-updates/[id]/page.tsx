import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { readSiteParams } from '@/renderer/routing/page-params';
import { loadNewsArticle } from '@/renderer/templates/news/load-news-article';
import { NewsArticlePage } from '@/renderer/templates/news/news-article-page';
import { articleMetadata } from '@/renderer/templates/news/news-metadata';

export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ locale: string; device: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await readSiteParams(params);
  return articleMetadata(await loadNewsArticle(locale, 'product-updates', id));
}

export default async function ProductUpdateArticle({ params }: Props) {
  const { locale, id } = await readSiteParams(params);
  const result = await loadNewsArticle(locale, 'product-updates', id);
  if (result.kind === 'redirect') permanentRedirect(result.to);
  return <NewsArticlePage locale={locale} article={result.article} />;
}
