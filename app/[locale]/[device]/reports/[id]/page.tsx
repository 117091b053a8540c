import { articleRouteMetadata } from '@/renderer/seo/article-metadata';
import { newsArticleRoute } from '@/renderer/templates/news/news-article-route';

export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

const route = newsArticleRoute('reports');
export const generateMetadata = articleRouteMetadata('reports');
export default route.Page;
