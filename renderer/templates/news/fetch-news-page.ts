import type { LanguageCode } from '@/schemas/locale';
import type { NewsPage, NewsSummary, NewsType } from '@/schemas/news';
import type { NewsListParams } from '../../data/query/news-queries';
import { NEWS_LISTS } from './news-lists';

/**
 * How report interpretations are marked: a tag on the report (the API has no filter for it).
 * JA_JP and KO_KR have no content of their own and are served the Chinese items.
 */
export const INTERPRETATION_TAG = {
  ZH_CN: '报告解读',
  EN_US: 'Report interpretation',
  JA_JP: '报告解读',
  KO_KR: '报告解读',
} as const satisfies Record<LanguageCode, string>;

export const isInterpretation = (item: Pick<NewsSummary, 'tags'>, locale: LanguageCode) => item.tags.includes(INTERPRETATION_TAG[locale]);

/** The two paged calls a list is built from, as the server or the browser makes them. */
export type NewsPageCalls = {
  /** `recommendedFirst` is the API's recommendOrder: recommended items head the list, newest first in each group. */
  typePage: (type: NewsType, pageIndex: number, pageSize: number, recommendedFirst: boolean) => Promise<NewsPage>;
  reportsPage: (reportType: string | null, pageIndex: number, pageSize: number) => Promise<NewsPage>;
};

/** The largest page the API serves (newsListRequestSchema), and how many of them a full read may take. */
const BATCH = 100;
const MAX_BATCHES = 20;

/** Every item of a paged list, BATCH at a time. */
export async function collectAll(fetchPage: (pageIndex: number, pageSize: number) => Promise<NewsPage>): Promise<NewsSummary[]> {
  const first = await fetchPage(1, BATCH);
  const batches = Math.min(Math.ceil(first.total / BATCH), MAX_BATCHES);
  const rest = await Promise.all(Array.from({ length: Math.max(batches - 1, 0) }, (_, index) => fetchPage(index + 2, BATCH)));
  return [first, ...rest].flatMap((page) => page.rows);
}

/** One page of items already in order. */
export function pageOf(items: readonly NewsSummary[], pageIndex: number, pageSize: number): NewsPage {
  const start = (pageIndex - 1) * pageSize;
  return { rows: items.slice(start, start + pageSize), total: items.length, pageIndex, pageSize };
}

/** A list with no recommended row of its own (the customer cases) shows its recommended items first instead. */
const recommendedFirst = (source: NewsType): boolean => Object.values(NEWS_LISTS).some((list) => list.source === source && list.recommend === null);

/** One page of the list `params` names, from whichever calls the caller can make. */
export async function fetchNewsPage({ locale, source, page, pageSize, reportType }: NewsListParams, calls: NewsPageCalls): Promise<NewsPage> {
  switch (source) {
    case 'REPORTS':
      return calls.reportsPage(reportType, page, pageSize);
    case 'INTERPRETATIONS': {
      const reports = await collectAll((pageIndex, size) => calls.reportsPage(null, pageIndex, size));
      return pageOf(
        reports.filter((item) => isInterpretation(item, locale)),
        page,
        pageSize,
      );
    }
    default:
      return calls.typePage(source, page, pageSize, recommendedFirst(source));
  }
}
