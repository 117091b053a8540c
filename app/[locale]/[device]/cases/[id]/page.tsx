import { articleRouteMetadata } from '@/renderer/templates/news/article-metadata';
import { newsArticlePage } from '@/renderer/templates/news/news-article-route';

export function generateStaticParams() {
  return [];
}

/** A case article; `/cases/pc`, `/cases/mobile` and `/cases/cases` are routes of their own (the case list). */
export const generateMetadata = articleRouteMetadata('cases');
export default newsArticlePage('cases');
