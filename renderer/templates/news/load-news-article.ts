import 'server-only';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import type { LanguageCode } from '@/schemas/locale';
import type { NewsDetail, NewsSummary } from '@/schemas/news';
import type { PortalResult } from '../../data/api/call-types';
import { getNewsArticle } from '../../data/content/get-news';
import { getNewsSidebar, getTypeRecommendations } from '../../data/content/get-news-extras';
import { unwrap } from '../../pipeline/page/unwrap';
import { newsPath, parseNewsId, recommendationType, sectionOfType, type NewsSection } from '../../data/routing/news-paths';
import { parseSidebarBlocks, type SidebarBlocks } from './sidebar-blocks';

const RECOMMENDATIONS_SIZE = 4;

export type NewsArticle = {
  detail: NewsDetail;
  section: NewsSection;
  sidebar: SidebarBlocks;
  recommendations: NewsSummary[];
};

export type NewsArticleResult = { kind: 'article'; article: NewsArticle } | { kind: 'redirect'; to: string };

/** A CMS without the sidebar page has no sidebar; any other failure is the page's. */
function optional<T>(result: PortalResult<T>): T | undefined {
  return result[0]?.kind === 'not-found' ? undefined : unwrap(result);
}

/**
 * An article at `/{section}/{id}`: an id that is not a number, or that the CMS does not know, is the
 * 404 page; an article of another section is sent to its own address. Shared by metadata and page.
 */
export const loadNewsArticle = cache(async (locale: LanguageCode, section: NewsSection, rawId: string): Promise<NewsArticleResult> => {
  const id = parseNewsId(rawId);
  if (id === undefined) notFound();
  const detail = unwrap(await getNewsArticle(locale, id));
  if (sectionOfType(detail.type) !== section) return { kind: 'redirect', to: newsPath(detail) };
  const [sidebarPage, recommendations] = await Promise.all([
    getNewsSidebar(locale),
    getTypeRecommendations(locale, recommendationType(detail.type), RECOMMENDATIONS_SIZE, id),
  ]);
  const sidebar = parseSidebarBlocks(optional(sidebarPage)?.moduleViewList ?? []);
  return { kind: 'article', article: { detail, section, sidebar, recommendations: unwrap(recommendations) } };
});
