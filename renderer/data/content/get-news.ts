import 'server-only';
import { cache } from 'react';
import type { LanguageCode } from '@/schemas/locale';
import type { NewsType } from '@/schemas/news';
import { newsPageBody } from '@/schemas/news-page-body';
import { cacheTags } from './cache-tags';
import { portalCall } from './portal-call';

/** One page of a news kind (POST /news/{type}); refreshed with that kind's lists. */
export const getNewsPage = cache((locale: LanguageCode, type: NewsType, pageIndex: number, pageSize: number, recommendedFirst = false) =>
  portalCall(locale, { tags: [cacheTags.newsList(locale, type), cacheTags.news(locale)] }, 'newsList', {
    params: { type },
    body: newsPageBody(pageIndex, pageSize, recommendedFirst),
  }),
);

/** One page of the industrial reports (POST /news/reports), optionally of one report type. */
export const getReportsPage = cache((locale: LanguageCode, reportType: string | null, pageIndex: number, pageSize: number) =>
  portalCall(locale, { tags: [cacheTags.newsList(locale, 'reports'), cacheTags.news(locale)] }, 'newsReports', {
    body: { pageIndex, pageSize, ...(reportType ? { reportType } : {}) },
  }),
);

/** One article (GET /news/document/{docId}), fetched per view and shared by metadata and page. */
export const getNewsArticle = cache((locale: LanguageCode, id: number) =>
  portalCall(locale, { tags: [cacheTags.newsArticle(locale, id), cacheTags.news(locale)] }, 'newsDetail', {
    params: { docId: id },
  }),
);
