import { describe, expect, it } from 'vitest';
import type { NewsPage, NewsSummary } from '@/schemas/news';
import { fetchNewsPage, pageOf, type NewsPageCalls } from './fetch-news-page';
import { listHref, readListState, toSearchParams } from './list-state';

const REPORT_TYPES = ['edge-computing', 'cyber-security'];

describe('readListState', () => {
  it('reads page, size and report type from the query', () => {
    expect(readListState(new URLSearchParams('page=3&size=20&reportType=edge-computing'), REPORT_TYPES)).toEqual({
      page: 3,
      pageSize: 20,
      reportType: 'edge-computing',
    });
  });

  it('falls back to page 1 of 10, every type, for anything else', () => {
    expect(readListState(new URLSearchParams('page=x&size=7&reportType=unknown'), REPORT_TYPES)).toEqual({ page: 1, pageSize: 10, reportType: null });
    expect(readListState(new URLSearchParams('reportType=edge-computing'))).toMatchObject({ reportType: null });
  });

  it("reads Next's searchParams record like the browser's query (first of a repeated parameter)", () => {
    const search = toSearchParams({ page: ['4', '9'], size: '50', other: undefined });
    expect(readListState(search)).toEqual({ page: 4, pageSize: 50, reportType: null });
    expect(search.has('other')).toBe(false);
  });
});

describe('listHref', () => {
  it('writes only what differs from the defaults', () => {
    expect(listHref('/reports', { page: 1, pageSize: 10, reportType: null })).toBe('/reports');
    expect(listHref('/reports', { page: 2, pageSize: 10, reportType: 'cyber-security' })).toBe('/reports?reportType=cyber-security&page=2');
  });
});

const summary = (id: number, tags: string[]): NewsSummary => ({
  id,
  type: 'INDUSTRIALREPORT',
  title: `Report ${id}`,
  publishTime: '2026-01-01 10:00:00',
  recommend: false,
  tags,
});

/** A reports API over `items`, counting its calls. */
function fakeCalls(items: NewsSummary[]) {
  const seen: string[] = [];
  const calls: NewsPageCalls = {
    typePage: async (type, pageIndex, pageSize, recommendedFirst) => {
      seen.push(`${type} ${pageIndex}/${pageSize}${recommendedFirst ? ' recommended first' : ''}`);
      return pageOf([], pageIndex, pageSize);
    },
    reportsPage: async (reportType, pageIndex, pageSize): Promise<NewsPage> => {
      seen.push(`reports ${reportType ?? '*'} ${pageIndex}/${pageSize}`);
      return pageOf(items, pageIndex, pageSize);
    },
  };
  return { calls, seen };
}

describe('fetchNewsPage', () => {
  it('asks /news/{type} for a news kind and /news/reports for the reports, with the filter', async () => {
    const { calls, seen } = fakeCalls([]);
    await fetchNewsPage({ locale: 'EN_US', source: 'BLOG', page: 2, pageSize: 10, reportType: null }, calls);
    await fetchNewsPage({ locale: 'EN_US', source: 'REPORTS', page: 1, pageSize: 20, reportType: 'edge-computing' }, calls);
    expect(seen).toEqual(['BLOG 2/10', 'reports edge-computing 1/20']);
  });

  it('asks for recommended items first only on lists without a recommended row of their own (the cases)', async () => {
    const { calls, seen } = fakeCalls([]);
    await fetchNewsPage({ locale: 'EN_US', source: 'CASE', page: 1, pageSize: 10, reportType: null }, calls);
    await fetchNewsPage({ locale: 'EN_US', source: 'NEWS', page: 1, pageSize: 10, reportType: null }, calls);
    expect(seen).toEqual(['CASE 1/10 recommended first', 'NEWS 1/10']);
  });

  it('pages the interpretations among all reports, reading every batch', async () => {
    const reports = Array.from({ length: 230 }, (_, index) => summary(index + 1, index % 50 === 0 ? ['Report interpretation'] : ['DDoS']));
    const { calls, seen } = fakeCalls(reports);
    const page = await fetchNewsPage({ locale: 'EN_US', source: 'INTERPRETATIONS', page: 2, pageSize: 2, reportType: null }, calls);
    expect(seen).toEqual(['reports * 1/100', 'reports * 2/100', 'reports * 3/100']);
    expect(page).toMatchObject({ total: 5, pageIndex: 2, pageSize: 2 });
    expect(page.rows.map((row) => row.id)).toEqual([101, 151]);
  });

  it("marks interpretations by the locale's own tag", async () => {
    const { calls } = fakeCalls([summary(1, ['报告解读']), summary(2, ['Report interpretation'])]);
    const chinese = await fetchNewsPage({ locale: 'ZH_CN', source: 'INTERPRETATIONS', page: 1, pageSize: 10, reportType: null }, calls);
    expect(chinese.rows.map((row) => row.id)).toEqual([1]);
  });
});
