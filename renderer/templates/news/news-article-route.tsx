import 'server-only';
import { permanentRedirect } from 'next/navigation';
import { withAccessFallback } from '../../frame/error-pages/access-fallback';
import { readSiteParams } from '../../data/routing/page-params';
import { loadNewsArticle } from './load-news-article';
import { NewsArticlePage } from './news-article-page';

type Props = { params: Promise<{ locale: string; device: string; id: string }> };
type ArticleList = Parameters<typeof loadNewsArticle>[1];

/** The page of every article route, for the list the address names (its metadata: renderer/templates/news/article-metadata). */
export function newsArticlePage(list: ArticleList) {
  return withAccessFallback(async function ArticleRoutePage({ params }: Props) {
    const { locale, id } = await readSiteParams(params);
    const result = await loadNewsArticle(locale, list, id);
    if (result.kind === 'redirect') permanentRedirect(result.to);
    return <NewsArticlePage locale={locale} article={result.article} />;
  });
}
