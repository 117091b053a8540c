import { articleRouteMetadata } from '@/renderer/templates/news/article-metadata';
import { newsArticlePage } from '@/renderer/templates/news/news-article-route';

export function generateStaticParams() {
  return [];
}

export const generateMetadata = articleRouteMetadata('blog');
export default newsArticlePage('blog');
