import 'server-only';
import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { readSiteParams } from '../../routing/page-params';
import { loadNewsArticle } from './load-news-article';
import { NewsArticlePage } from './news-article-page';
import { articleMetadata } from './news-metadata';

type Props = { params: Promise<{ locale: string; device: string; id: string }> };
type ArticleList = Parameters<typeof loadNewsArticle>[1];

/** What every article route exports: its metadata and its page, for the list the address names. */
export function newsArticleRoute(list: ArticleList) {
  return {
    async generateMetadata({ params }: Props): Promise<Metadata> {
      const { locale, id } = await readSiteParams(params);
      return articleMetadata(await loadNewsArticle(locale, list, id));
    },
    async Page({ params }: Props) {
      const { locale, id } = await readSiteParams(params);
      const result = await loadNewsArticle(locale, list, id);
      if (result.kind === 'redirect') permanentRedirect(result.to);
      return <NewsArticlePage locale={locale} article={result.article} />;
    },
  };
}
