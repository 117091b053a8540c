import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { searchResultSchema, type SearchHit, type SearchResult } from '@/schemas/search';
import { SEARCH_TYPES, type SearchType } from '@/schemas/search-types';
// The test proves the route answers the client's own call, so it reaches past the cms/ boundary once.
import { callPortal } from '@/renderer/data/api/call-portal';
import { CMS_BASE_PATH, handleCmsRequest } from '../handler';
import { siteIndex } from '../search/site-index';

const ORIGIN = 'http://cms.test';
const LOCALES = ['ZH_CN', 'EN_US'] as const;
type Locale = (typeof LOCALES)[number];

/** Every draft in the fixtures: the edge-ai product, two help documents, three news items. */
const DRAFT_IDS = [1901, 21114, 22112, 60190, 60290, 60390];

type Answer = { status: number; code: string; message: string; data: unknown };
const envelopeSchema = z.strictObject({ code: z.string(), message: z.string(), data: z.unknown() });

async function post(body: string, contentType = 'application/json'): Promise<Answer> {
  const response = await handleCmsRequest(new Request(`${ORIGIN}${CMS_BASE_PATH}/search`, { method: 'POST', headers: { 'content-type': contentType }, body }));
  return { status: response.status, ...envelopeSchema.parse(await response.json()) };
}

async function search(locale: Locale, keyword: string, extra: { type?: SearchType; pageIndex?: number; pageSize?: number } = {}): Promise<SearchResult> {
  const answer = await post(JSON.stringify({ keyword, ...extra, lang: locale }));
  expect(answer, answer.message).toMatchObject({ status: 200, code: '0' });
  return searchResultSchema.parse(answer.data);
}

const numericId = (hit: SearchHit) => Number(hit.id.replace(/^.*[:-]/, ''));
const slices = (text: string, ranges: [number, number][]) => ranges.map(([start, end]) => text.slice(start, end));

/** Highlights are sorted, disjoint, inside the text, and each one spells the keyword (case aside, a plural s allowed). */
function expectHighlightsOf(hit: SearchHit, keyword: string) {
  for (const [text, ranges] of [
    [hit.title, hit.titleHighlights],
    [hit.snippet, hit.snippetHighlights],
  ] as const) {
    ranges.forEach(([start, end], at) => {
      expect(start).toBeGreaterThanOrEqual(at === 0 ? 0 : (ranges[at - 1]?.[1] ?? 0));
      expect(end).toBeGreaterThan(start);
      expect(end).toBeLessThanOrEqual(text.length);
    });
    for (const slice of slices(text, ranges)) expect(slice.toLowerCase(), `${hit.id}: ${text}`).toMatch(new RegExp(`^${keyword}s?$`, 'i'));
  }
  expect(hit.titleHighlights.length + hit.snippetHighlights.length, `${hit.id} shows why it matched`).toBeGreaterThan(0);
}

// Each locale's index is built on its first search: seconds on a busy machine, paid here once rather than in whichever case runs first.
beforeAll(() => {
  for (const locale of LOCALES) siteIndex(locale);
}, 60_000);

describe('POST /search: words of each language', () => {
  it.each([
    ['ZH_CN', '存储', ['DOCUMENT:23101', 'PRODUCT:1311', 'DOCUMENT:23111']],
    ['ZH_CN', '容器', ['PRODUCT:1104', 'DOCUMENT:22101']],
    ['ZH_CN', '安全', ['DOCUMENT:21108', 'SOLUTION:service-3103']],
    ['ZH_CN', 'kubernetes', ['DOCUMENT:22103', 'PRODUCTUPDATES:60202']],
    ['EN_US', 'storage', ['DOCUMENT:23111', 'PRODUCT:1311', 'PRODUCT:1313']],
    ['EN_US', 'kubernetes', ['DOCUMENT:22103', 'NEWS:60302']],
    ['EN_US', 'security', ['DOCUMENT:21108', 'SOLUTION:service-3103']],
  ] as const)('%s %s finds the pages about it, each showing the word', async (locale, keyword, expected) => {
    const result = await search(locale, keyword, { pageSize: 100 });
    const ids = result.rows.map((hit) => hit.id);
    for (const id of expected) expect(ids).toContain(id);
    expect(result.total).toBe(result.rows.length);
    for (const hit of result.rows) expectHighlightsOf(hit, keyword);
  });

  it('a Chinese word finds nothing in the English content, and an English one is found in Chinese pages too', async () => {
    expect((await search('EN_US', '存储')).total).toBe(0);
    expect((await search('ZH_CN', 'Kubernetes')).total).toBeGreaterThan(0);
  });

  it('a two-character word the segmenter cuts in two (上传) still finds the texts holding it, and only those', async () => {
    const result = await search('ZH_CN', '上传', { pageSize: 100 });
    expect(result.rows.map((hit) => hit.id)).toContain('API:23102');
    for (const hit of result.rows) expectHighlightsOf(hit, '上传');
  });

  it('every word of a query must match while some page has them all', async () => {
    const both = await search('EN_US', 'kubernetes storage', { pageSize: 100 });
    const kubernetes = await search('EN_US', 'kubernetes', { pageSize: 100 });
    expect(both.total).toBeGreaterThan(0);
    expect(both.total).toBeLessThan(kubernetes.total);
    for (const hit of both.rows) expect(`${hit.title} ${hit.snippet}`.toLowerCase()).toMatch(/kubernetes|storage/);
  });

  it('when no page has every word, pages with some of them are ranked instead', async () => {
    const result = await search('EN_US', 'kubernetes qwertyuiop');
    expect(result.total).toBe((await search('EN_US', 'kubernetes')).total);
  });

  it('answers the schema of the client, through its own call', async () => {
    const [error, result] = await callPortal({ baseUrl: ORIGIN, transport: handleCmsRequest, locale: 'ZH_CN' }, 'search', {
      body: { keyword: '存储', type: 'DOCUMENT', pageIndex: 1, pageSize: 20 },
    });
    expect(error).toBeNull();
    expect(result?.rows.length).toBeGreaterThan(0);
  });
});

describe('POST /search: hits', () => {
  it.each(LOCALES)('in %s, hits link to their pages and carry their update time', async (locale) => {
    const result = await search(locale, locale === 'ZH_CN' ? '存储' : 'storage', { pageSize: 100 });
    expect(new Set(result.rows.map((hit) => hit.id)).size).toBe(result.rows.length);
    for (const hit of result.rows) {
      const expectedUrl = {
        PRODUCT: /^\/product\//,
        SOLUTION: /^\/(solution|service)\//,
        DOCUMENT: /^\/document\/\d+\/\d+$/,
        API: /^\/document\/\d+\/\d+$/,
        NEWS: /^\/(press|blog)\/\d+$/,
        PRODUCTUPDATES: /^\/product-updates\/\d+$/,
        INDUSTRIALREPORT: /^\/reports\/\d+$/,
      }[hit.type];
      expect(hit.url, hit.id).toMatch(expectedUrl);
      if (hit.type === 'PRODUCT' || hit.type === 'SOLUTION') expect(hit.updateTime).toBeNull();
      else expect(hit.updateTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    }
  });

  it('a snippet is plain text of about 120 characters around the match', async () => {
    const result = await search('ZH_CN', '存储', { pageSize: 100 });
    for (const hit of result.rows) {
      expect(hit.snippet.length).toBeLessThanOrEqual(122);
      expect(hit.snippet).not.toMatch(/<\/?[a-z][^>]*>|\*\*|^#|\s{2}|\]\(/);
    }
    const detail = result.rows.find((hit) => hit.id === 'DOCUMENT:22108');
    expect(detail?.snippet).toContain('存储');
  });

  it('HTML documents are searched as text, never as markup', async () => {
    const result = await search('ZH_CN', 'nginx', { pageSize: 100 });
    const ingress = result.rows.find((hit) => hit.id === 'DOCUMENT:22107');
    expect(ingress?.snippet).toContain('Nginx');
    expect((await search('ZH_CN', 'tbody')).total).toBe(0);
  });
});

describe('POST /search: ranking', () => {
  it.each([
    ['ZH_CN', '存储'],
    ['ZH_CN', '安全组'],
    ['EN_US', 'storage'],
    ['EN_US', 'kubernetes'],
  ] as const)('in %s, every title match of %s ranks above every body-only match', async (locale, keyword) => {
    const result = await search(locale, keyword, { pageSize: 100 });
    const inTitle = result.rows.map((hit) => hit.titleHighlights.length > 0);
    expect(inTitle).toContain(true);
    expect(inTitle).toContain(false);
    expect(inTitle.indexOf(false)).toBeGreaterThan(inTitle.lastIndexOf(true));
  });

  it('the page named by the query comes first', async () => {
    expect((await search('ZH_CN', '安全组')).rows[0]?.id).toBe('DOCUMENT:21108');
    expect((await search('EN_US', 'Storage FAQ')).rows[0]?.id).toBe('DOCUMENT:23111');
  });
});

describe('POST /search: filters', () => {
  it.each(SEARCH_TYPES.filter((type) => type !== 'ALL'))('type %s returns hits of that type only', async (type) => {
    for (const locale of LOCALES) {
      const result = await search(locale, locale === 'ZH_CN' ? '存储' : 'storage', { type, pageSize: 100 });
      for (const hit of result.rows) expect(hit.type).toBe(type);
    }
  });

  it.each(LOCALES)('in %s the typed totals add up to the total of ALL', async (locale) => {
    const keyword = locale === 'ZH_CN' ? '存储' : 'storage';
    const all = await search(locale, keyword);
    const typed = await Promise.all(SEARCH_TYPES.filter((type) => type !== 'ALL').map((type) => search(locale, keyword, { type })));
    expect(typed.reduce((sum, result) => sum + result.total, 0)).toBe(all.total);
  });

  it('blog posts are found under NEWS and link to /blog', async () => {
    const result = await search('EN_US', 'kubernetes', { type: 'NEWS', pageSize: 100 });
    expect(result.rows.map((hit) => hit.url)).toContain('/blog/60302');
  });

  it('help documents under an API reference directory, or naming an API, are API documentation', async () => {
    const api = await search('ZH_CN', '认证', { type: 'API', pageSize: 100 });
    expect(api.rows.map((hit) => hit.id)).toContain('API:21111');
    const docs = await search('ZH_CN', '认证', { type: 'DOCUMENT', pageSize: 100 });
    expect(docs.rows.map((hit) => hit.id)).not.toContain('DOCUMENT:21111');
  });

  it('product updates and industrial reports have filters of their own', async () => {
    const updates = await search('EN_US', 'kubernetes', { type: 'PRODUCTUPDATES' });
    expect(updates.rows.map((hit) => hit.url)).toContain('/product-updates/60202');
    const reports = await search('ZH_CN', 'DDoS', { type: 'INDUSTRIALREPORT', pageSize: 100 });
    expect(reports.rows.map((hit) => hit.url)).toContain('/reports/60401');
  });

  it('services are found under SOLUTION, at their menu path', async () => {
    const result = await search('ZH_CN', '迁移', { type: 'SOLUTION', pageSize: 100 });
    const service = result.rows.find((hit) => hit.id === 'SOLUTION:service-3101');
    expect(service?.url).toBe('/service/cloud-migration');
  });
});

describe('POST /search: paging', () => {
  it('page 2 continues page 1 with the same total, and a page past the end is empty', async () => {
    const whole = await search('ZH_CN', '存储', { pageSize: 10 });
    const first = await search('ZH_CN', '存储', { pageSize: 5, pageIndex: 1 });
    const second = await search('ZH_CN', '存储', { pageSize: 5, pageIndex: 2 });
    expect(whole.total).toBeGreaterThan(10);
    expect([first.total, second.total]).toEqual([whole.total, whole.total]);
    expect([...first.rows, ...second.rows].map((hit) => hit.id)).toEqual(whole.rows.map((hit) => hit.id));
    expect(second).toMatchObject({ pageIndex: 2, pageSize: 5 });
    const past = await search('ZH_CN', '存储', { pageSize: 5, pageIndex: 100 });
    expect(past).toEqual({ rows: [], total: whole.total, pageIndex: 100, pageSize: 5 });
  });

  it('uses the defaults: page 1 of 20', async () => {
    const result = await search('ZH_CN', '存储');
    expect(result).toMatchObject({ pageIndex: 1, pageSize: 20 });
    expect(result.rows).toHaveLength(Math.min(20, result.total));
  });
});

describe('POST /search: what is never found, and bad requests', () => {
  it.each(['', '   ', '，。！', '\t\n'])('the keyword %j answers an empty page', async (keyword) => {
    expect(await search('ZH_CN', keyword)).toEqual({ rows: [], total: 0, pageIndex: 1, pageSize: 20 });
  });

  it.each([
    ['ZH_CN', '草稿'],
    ['ZH_CN', '升级说明'],
    ['ZH_CN', 'Serverless'],
    ['ZH_CN', '边缘 AI 平台'],
    ['EN_US', 'draft'],
    ['EN_US', 'serverless'],
    ['EN_US', 'edge AI'],
  ] as const)('in %s, %s finds no draft', async (locale, keyword) => {
    const result = await search(locale, keyword, { pageSize: 100 });
    for (const hit of result.rows) expect(DRAFT_IDS).not.toContain(numericId(hit));
  });

  it('a keyword over 100 characters is a 400 naming the keyword', async () => {
    const answer = await post(JSON.stringify({ keyword: '存'.repeat(101), lang: 'ZH_CN' }));
    expect(answer).toMatchObject({ status: 400, code: '40000001', data: null });
    expect(answer.message).toContain('keyword');
    expect((await post(JSON.stringify({ keyword: ` ${'存'.repeat(100)} `, lang: 'ZH_CN' }))).status).toBe(200);
  });

  it.each([
    ['an unknown type', { keyword: '存储', type: 'BLOG' }],
    ['no keyword', { type: 'ALL' }],
    ['page 0', { keyword: '存储', pageIndex: 0 }],
    ['a page size over 100', { keyword: '存储', pageSize: 101 }],
  ])('%s is a 400', async (_, body) => {
    expect(await post(JSON.stringify({ ...body, lang: 'ZH_CN' }))).toMatchObject({ status: 400, code: '40000001', data: null });
  });

  it('a body that is not JSON is a 415', async () => {
    expect(await post('keyword=存储', 'application/x-www-form-urlencoded')).toMatchObject({ status: 415, code: '41500001' });
  });
});
