import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LanguageCode } from '@/schemas/locale';
import { headings, sectionTitled, visibleText } from '@/tests/support/html';
import { warmEmbeddedCms } from '@/tests/support/warm-embedded-cms';
import { SiteMessages } from '../../i18n/site-messages.testing';
import { QueryProvider } from '../../data/query/query-provider.client';
import { loadNewsArticle, type NewsArticle } from './load-news-article';
import { loadNewsList, type NewsListData } from './load-news-list';
import { NewsArticlePage } from './news-article-page';
import { NewsListPage } from './news-list-page';
import type { NewsListKey } from './news-lists';
import type { NewsSection } from '../../data/routing/news-paths';

// Which events are upcoming follows the clock; the fixtures' summit is on 2026-12-09.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T12:00:00+08:00'));
});
afterAll(() => {
  vi.useRealTimers();
});

/** The page as the device layout wraps it: messages for client leaves and a query client. */
const inLayout = (locale: LanguageCode, page: ReactNode) =>
  renderToStaticMarkup(
    <SiteMessages locale={locale}>
      <QueryProvider>{page}</QueryProvider>
    </SiteMessages>,
  );

/** The real loader: every call through the getters to the embedded CMS in-process. */
async function listData(locale: LanguageCode, key: NewsListKey, query = ''): Promise<NewsListData> {
  const result = await loadNewsList(locale, key, new URLSearchParams(query));
  if (result.kind !== 'list') throw new Error(`expected a list, got a redirect to ${result.to}`);
  return result.data;
}

async function renderList(locale: LanguageCode, key: NewsListKey, query = '') {
  return inLayout(locale, <NewsListPage locale={locale} data={await listData(locale, key, query)} as="page" />);
}

async function article(locale: LanguageCode, section: NewsSection, id: string): Promise<NewsArticle> {
  const result = await loadNewsArticle(locale, section, id);
  if (result.kind !== 'article') throw new Error(`expected an article, got a redirect to ${result.to}`);
  return result.article;
}

const renderArticle = async (locale: LanguageCode, section: NewsSection, id: string) =>
  inLayout(locale, <NewsArticlePage locale={locale} article={await article(locale, section, id)} />);

/** Titles of the list items (h3 inside the paginated list). */
function listTitles(html: string): string[] {
  const list = html.match(/<ul class="items"[\s\S]*?<\/ul><nav/)?.[0] ?? '';
  return headings(list, [3]);
}
const hrefs = (html: string) => [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map((match) => (match[1] ?? '').replace(/&amp;/g, '&'));

warmEmbeddedCms();

describe('news list, server-rendered', () => {
  it('/press in English: heading, recommended row, 10 items, pagination and upcoming events', async () => {
    const html = await renderList('EN_US', 'press');
    expect(headings(html, [1])).toEqual(['Press']);
    const recommended = sectionTitled(html, 'Recommended') ?? '';
    expect(headings(recommended, [3]).length).toBeGreaterThan(0);
    const items = listTitles(html);
    expect(items).toHaveLength(10);
    expect(items[0]).toBe('EdgeCloud joins the green data centre initiative as new sites reach a PUE of 1.2');
    const text = visibleText(html);
    expect(text).toContain('Total 12 records');
    expect(hrefs(html)).toContain('/press?page=2');
    expect(html).toMatch(/aria-current="page"[^>]*>1<\/a>/);
    expect(text).toContain('Upcoming events');
    expect(text).toContain('EdgeCloud Summit 2026');
    expect(text).not.toMatch(/\p{Script=Han}/u);
  });

  it('renders the page the address asks for, and that page only', async () => {
    const first = listTitles(await renderList('EN_US', 'press'));
    const second = listTitles(await renderList('EN_US', 'press', 'page=2'));
    expect(second).toHaveLength(2);
    expect(second.filter((title) => first.includes(title))).toEqual([]);
  });

  it('sends a page past the end to the last page', async () => {
    expect(await loadNewsList('EN_US', 'press', new URLSearchParams('page=99'))).toEqual({ kind: 'redirect', to: '/press?page=2' });
    expect(await loadNewsList('EN_US', 'press', new URLSearchParams('page=9&size=20'))).toEqual({ kind: 'redirect', to: '/press?size=20' });
  });

  it('prefetches the page into the query state under the locale and page', async () => {
    const data = await listData('ZH_CN', 'press', 'page=2');
    expect(data.dehydratedState.queries.map((query) => query.queryKey)).toEqual([
      ['news', 'ZH_CN', 'list', 'NEWS', { page: 2, pageSize: 10, reportType: null }],
    ]);
  });

  it('/reports filters by report type from the query, and marks the tab', async () => {
    const html = await renderList('ZH_CN', 'reports', 'reportType=edge-computing');
    expect(headings(html, [1])).toEqual(['行业报告']);
    expect(listTitles(html)).toHaveLength(3);
    expect(html).toMatch(/<a (?=[^>]*aria-current="page")[^>]*href="\/reports\?reportType=edge-computing"[^>]*>边缘计算</);
    expect(hrefs(html)).toContain('/reports?reportType=cyber-security');
  });

  it('/reports/interpretation lists the reports tagged as interpretations', async () => {
    const html = await renderList('EN_US', 'interpretation');
    expect(headings(html, [1])).toEqual(['Report insights']);
    expect(listTitles(html)).toHaveLength(3);
    expect(hrefs(html).filter((href) => /^\/reports\/\d+$/.test(href)).length).toBeGreaterThanOrEqual(3);
  });

  it('the case list links each case to /cases/{id}', async () => {
    const data = await listData('ZH_CN', 'cases');
    const html = inLayout('ZH_CN', <NewsListPage locale="ZH_CN" data={data} as="section" />);
    expect(headings(html, [1])).toEqual([]);
    expect(headings(html, [2])).toContain('全部客户案例');
    expect(listTitles(html)).toHaveLength(6);
    expect(hrefs(html)).toContain('/cases/60601');
  });
});

describe('news article, server-rendered', () => {
  it('/press/60106 in English: title, date, source, content, hot articles and recommendations', async () => {
    const html = await renderArticle('EN_US', 'press', '60106');
    expect(headings(html, [1])).toEqual(['EdgeCloud defends a 1.02T DDoS attack']);
    const text = visibleText(html);
    expect(text).toContain('Back to list');
    expect(text).toMatch(/Published on 2025-10-28/);
    expect(text).toContain('Peak bandwidth');
    expect(headings(html, [2])).toEqual(expect.arrayContaining(['Popular articles', 'Featured', 'Recommended for you']));
    expect(hrefs(html)).toEqual(expect.arrayContaining(['/press', '/cases/60601', '/product/enterprise-cloud', '/press/60504']));
    const recommendations = sectionTitled(html, 'Recommended for you') ?? '';
    expect(hrefs(recommendations)).not.toContain('/press/60106');
    expect(text).not.toMatch(/\p{Script=Han}/u);
  });

  it('a case article reads at /cases/{id}, in Chinese', async () => {
    const html = await renderArticle('ZH_CN', 'cases', '60601');
    expect(headings(html, [1])).toEqual(['华东某三甲医院：院内云让影像调阅从 10 秒缩短到 2 秒']);
    expect(visibleText(html)).toContain('热门文章');
  });

  it('an article under another section is sent to its own address', async () => {
    expect(await loadNewsArticle('EN_US', 'press', '60301')).toEqual({ kind: 'redirect', to: '/blog/60301' });
    expect(await loadNewsArticle('ZH_CN', 'cases', '60401')).toEqual({ kind: 'redirect', to: '/reports/60401' });
  });

  it.each([
    ['an unknown id', '99999'],
    ['a draft', '60190'],
    ['a word', 'latest'],
  ])('%s is the 404 page', async (_, id) => {
    await expect(loadNewsArticle('EN_US', 'press', id)).rejects.toMatchObject({ digest: expect.stringContaining('404') });
  });
});
