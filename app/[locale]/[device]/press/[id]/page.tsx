import { articleRouteMetadata } from '@/renderer/seo/article-metadata';
import { newsArticleRoute } from '@/renderer/templates/news/news-article-route';

export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

const route = newsArticleRoute('press');
export const generateMetadata = articleRouteMetadata('press');
export default route.Page;
