import 'server-only';
import type { Metadata } from 'next';
import { readSiteParams } from '../../data/routing/page-params';
import { loadNewsArticle } from './load-news-article';
import { articleMetadata } from './news-metadata';
import { newsPath, type NewsSection } from '../../data/routing/news-paths';
import { seoMetadata } from '../../pipeline/seo/page-metadata';
import { withAccessFallbackMetadata } from '../../pipeline/page/access-status';

type Props = { params: Promise<{ locale: string; device: string; id: string }> };

/** `generateMetadata` of an article route: the article's own address, its summary and its cover as the Open Graph image. */
export function articleRouteMetadata(section: NewsSection) {
  return withAccessFallbackMetadata(async ({ params }: Props): Promise<Metadata> => {
    const { locale, id } = await readSiteParams(params);
    const result = await loadNewsArticle(locale, section, id);
    if (result.kind !== 'article') return {};
    const { detail } = result.article;
    return seoMetadata(locale, newsPath(detail), articleMetadata(result), { image: detail.coverUrl });
  });
}
