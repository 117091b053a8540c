import 'server-only';
import { getNewsPage, getReportsPage } from '../../data/content/get-news';
import { unwrap } from '../../pipeline/page/unwrap';
import type { NewsListParams } from '../../data/query/news-queries';
import { fetchNewsPage } from './fetch-news-page';

/** A list page on the server, through the cached getters; a failure becomes the page the error catalogue calls for. */
export const loadNewsPageOnServer = (params: NewsListParams) =>
  fetchNewsPage(params, {
    typePage: async (type, pageIndex, pageSize, recommendedFirst) => unwrap(await getNewsPage(params.locale, type, pageIndex, pageSize, recommendedFirst)),
    reportsPage: async (reportType, pageIndex, pageSize) => unwrap(await getReportsPage(params.locale, reportType, pageIndex, pageSize)),
  });
