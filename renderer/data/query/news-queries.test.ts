import { hashKey, keepPreviousData, QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { NewsPage } from '@/schemas/news';
import { newsKeys, newsListQuery, type NewsListParams } from './news-queries';

const params: NewsListParams = { locale: 'ZH_CN', source: 'NEWS', page: 2, pageSize: 10, reportType: null };
const emptyPage: NewsPage = { rows: [], total: 0, pageIndex: 1, pageSize: 10 };

describe('newsKeys.list', () => {
  it('holds the locale, the list and the page', () => {
    expect(newsKeys.list(params)).toEqual(['news', 'ZH_CN', 'list', 'NEWS', { page: 2, pageSize: 10, reportType: null }]);
  });

  it.each([
    ['locale', { locale: 'EN_US' }],
    ['page', { page: 3 }],
    ['page size', { pageSize: 20 }],
    ['list', { source: 'BLOG' }],
    ['report type', { reportType: 'edge-computing' }],
  ] as const)('a different %s is a different entry', (_, change) => {
    expect(hashKey(newsKeys.list({ ...params, ...change }))).not.toBe(hashKey(newsKeys.list(params)));
  });

  it('sits under the locale key, so one locale can be invalidated alone', () => {
    expect(newsKeys.list(params).slice(0, 2)).toEqual([...newsKeys.locale('ZH_CN')]);
    expect(newsKeys.locale('ZH_CN').slice(0, 1)).toEqual([...newsKeys.all]);
  });
});

describe('newsListQuery', () => {
  it('the server prefetch and the client hook share the key whatever loads the page', () => {
    const server = newsListQuery(params, async () => emptyPage);
    const browser = newsListQuery({ ...params }, async () => emptyPage);
    expect(hashKey(server.queryKey)).toBe(hashKey(browser.queryKey));
  });

  it('keeps the previous page on screen while the next loads', () => {
    expect(newsListQuery(params, async () => emptyPage).placeholderData).toBe(keepPreviousData);
  });

  it("loads through the given loader with the query's abort signal", async () => {
    const load = vi.fn(async () => emptyPage);
    const client = new QueryClient();
    await expect(client.fetchQuery(newsListQuery(params, load))).resolves.toEqual(emptyPage);
    expect(load).toHaveBeenCalledWith(params, expect.any(AbortSignal));
    expect(client.getQueryData(newsKeys.list(params))).toEqual(emptyPage);
  });
});
