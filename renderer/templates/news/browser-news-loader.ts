import { newsPageBody } from '@/schemas/news-page-body';
import { callFromBrowser } from '../../data/api/call-from-browser';
import type { PortalResult } from '../../data/api/call-types';
import type { NewsPageLoader } from '../../data/query/news-queries';
import { fetchNewsPage } from './fetch-news-page';

/** A failed call rejects with its PortalError, which TanStack Query keeps as the query's error. */
function dataOf<T>([error, data]: PortalResult<T>): T {
  if (error) throw error;
  return data;
}

/** A list page in the browser, through the site's own /api/portal/v1. */
export const loadNewsPageInBrowser: NewsPageLoader = (params, signal) => {
  const { locale } = params;
  return fetchNewsPage(params, {
    typePage: async (type, pageIndex, pageSize, recommendedFirst) =>
      dataOf(await callFromBrowser(locale, { signal }, 'newsList', { params: { type }, body: newsPageBody(pageIndex, pageSize, recommendedFirst) })),
    reportsPage: async (reportType, pageIndex, pageSize) =>
      dataOf(await callFromBrowser(locale, { signal }, 'newsReports', { body: { pageIndex, pageSize, ...(reportType ? { reportType } : {}) } })),
  });
};
