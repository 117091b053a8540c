import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { newsConstantsSchema, newsDetailSchema, newsEventListSchema, newsPageSchema, newsSummarySchema, type NewsType } from '@/schemas/news';
// The test proves the routes answer the client's own calls, so it reaches past the cms/ boundary once.
import { callPortal } from '@/renderer/data/api/call-portal';
import { CMS_BASE_PATH, handleCmsRequest } from '../handler';

const ORIGIN = 'http://cms.test';
const LOCALES = ['ZH_CN', 'EN_US'] as const;
const HAN = /\p{Script=Han}/u;
const DRAFT_IDS = [60190, 60290, 60390];
/** Published items per type in the fixtures. */
const PUBLISHED = { NEWS: 12, PRODUCTUPDATES: 10, BLOG: 10, INDUSTRIALREPORT: 10, EVENTS: 5, CASE: 6 } satisfies Record<NewsType, number>;
const newsListSchema = z.array(newsSummarySchema);

type Answer = { status: number; code: string; message: string; data: unknown };
const envelopeSchema = z.strictObject({ code: z.string(), message: z.string(), data: z.unknown() });

async function read(response: Response): Promise<Answer> {
  return { status: response.status, ...envelopeSchema.parse(await response.json()) };
}

const get = async (path: string, lang: string = 'EN_US') => read(await handleCmsRequest(new Request(`${ORIGIN}${CMS_BASE_PATH}${path}?lang=${lang}`)));

const post = async (path: string, body: Record<string, unknown>, lang: string = 'EN_US') =>
  read(
    await handleCmsRequest(
      new Request(`${ORIGIN}${CMS_BASE_PATH}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...body, lang }),
      }),
    ),
  );

function dataOf<S extends z.ZodType>(answer: Answer, schema: S): z.output<S> {
  expect(answer, answer.message).toMatchObject({ status: 200, code: '0' });
  return schema.parse(answer.data);
}

function expectFailure(answer: Answer, status: number, code: string) {
  expect({ status: answer.status, code: answer.code, data: answer.data }).toEqual({ status, code, data: null });
  expect(answer.message).not.toBe('');
}

const page = (type: string, body: Record<string, unknown> = {}, lang?: string) => post(`/news/${type}`, body, lang);
const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
const newestFirst = (rows: { publishTime: string }[]) => rows.every((row, index) => index === 0 || (rows[index - 1]?.publishTime ?? '') >= row.publishTime);

describe('POST /news/{type}', () => {
  it.each(Object.entries(PUBLISHED))('%s: total is the published count and rows are newest first', async (type, total) => {
    const result = dataOf(await page(type, { pageIndex: 1, pageSize: 100 }), newsPageSchema);
    expect(result.total).toBe(total);
    expect(result.rows).toHaveLength(total);
    expect(result.rows.every((row) => row.type === type)).toBe(true);
    expect(newestFirst(result.rows)).toBe(true);
  });

  it('page 2 of NEWS holds the next items', async () => {
    const all = dataOf(await page('NEWS', { pageIndex: 1, pageSize: 100 }), newsPageSchema);
    const second = dataOf(await page('NEWS', { pageIndex: 2, pageSize: 5 }), newsPageSchema);
    expect(second).toMatchObject({ total: 12, pageIndex: 2, pageSize: 5 });
    expect(ids(second.rows)).toEqual(ids(all.rows.slice(5, 10)));
    const last = dataOf(await page('NEWS', { pageIndex: 3, pageSize: 5 }), newsPageSchema);
    expect(ids(last.rows)).toEqual(ids(all.rows.slice(10)));
    const beyond = dataOf(await page('NEWS', { pageIndex: 9, pageSize: 5 }), newsPageSchema);
    expect(beyond).toMatchObject({ rows: [], total: 12 });
  });

  it('defaults to page 1 of 10', async () => {
    expect(dataOf(await page('BLOG'), newsPageSchema)).toMatchObject({ pageIndex: 1, pageSize: 10, total: 10 });
  });

  it('recommendOrder puts the recommended first, each group newest first', async () => {
    const result = dataOf(await page('NEWS', { pageSize: 100, recommendOrder: true }), newsPageSchema);
    const flags = result.rows.map((row) => row.recommend);
    const recommended = flags.filter(Boolean).length;
    expect(recommended).toBeGreaterThan(0);
    expect(flags).toEqual([...Array<boolean>(recommended).fill(true), ...Array<boolean>(flags.length - recommended).fill(false)]);
    expect(newestFirst(result.rows.slice(0, recommended))).toBe(true);
    expect(newestFirst(result.rows.slice(recommended))).toBe(true);
    const plain = dataOf(await page('NEWS', { pageSize: 100 }), newsPageSchema);
    expect(plain.rows.map((row) => row.recommend)).not.toEqual(flags);
  });

  it('filters by reportType; an empty reportType is no filter', async () => {
    const security = dataOf(await page('INDUSTRIALREPORT', { pageSize: 100, reportType: 'cyber-security' }), newsPageSchema);
    expect(security.total).toBe(5);
    expect(security.rows.every((row) => row.reportType === 'cyber-security')).toBe(true);
    expect(dataOf(await page('INDUSTRIALREPORT', { reportType: 'cloud-native' }), newsPageSchema).total).toBe(2);
    expect(dataOf(await page('INDUSTRIALREPORT', { reportType: 'no-such-kind' }), newsPageSchema).total).toBe(0);
    expect(dataOf(await page('INDUSTRIALREPORT', { reportType: '' }), newsPageSchema).total).toBe(10);
  });

  it('rows are summaries: no content, author or source', async () => {
    const result = dataOf(await page('BLOG'), z.object({ rows: z.array(z.record(z.string(), z.unknown())) }));
    for (const row of result.rows) {
      expect(Object.keys(row)).not.toContain('content');
      expect(Object.keys(row)).not.toContain('author');
      expect(Object.keys(row)).not.toContain('status');
    }
  });

  it.each(['news', 'PRESS', 'events', 'constantsX'])('an unknown type %j is a 400 listing the types', async (type) => {
    const answer = await page(type);
    expectFailure(answer, 400, '40000001');
    expect(answer.message).toContain('NEWS, PRODUCTUPDATES, BLOG, INDUSTRIALREPORT, EVENTS, CASE');
  });

  it.each([
    ['pageIndex 0', { pageIndex: 0 }, 'pageIndex'],
    ['pageSize 101', { pageSize: 101 }, 'pageSize'],
    ['a string pageIndex', { pageIndex: '2' }, 'pageIndex'],
    ['a string recommendOrder', { recommendOrder: 'yes' }, 'recommendOrder'],
  ])('a body with %s is a 400 naming the field', async (_, body, field) => {
    const answer = await page('NEWS', body);
    expectFailure(answer, 400, '40000001');
    expect(answer.message).toContain(field);
  });

  it('GET on a news list is a 405', async () => {
    expectFailure(await get('/news/NEWS'), 405, '40500001');
  });
});

describe('literal news paths win over /news/{type}', () => {
  it('GET /news/constants answers the constants', async () => {
    dataOf(await get('/news/constants'), newsConstantsSchema);
  });

  it('POST /news/recommendations answers the home recommendations, not a 400 for type "recommendations"', async () => {
    const rows = dataOf(await post('/news/recommendations', { size: 6 }), newsListSchema);
    expect(rows).toHaveLength(6);
  });

  it('POST /news/reports answers the report page, not a 400 for type "reports"', async () => {
    const result = dataOf(await post('/news/reports', { pageSize: 100 }), newsPageSchema);
    expect(result.total).toBe(PUBLISHED.INDUSTRIALREPORT);
    expect(result.rows.every((row) => row.type === 'INDUSTRIALREPORT')).toBe(true);
  });
});

describe('POST /news/reports', () => {
  it('filters by reportType and pages', async () => {
    const edge = dataOf(await post('/news/reports', { reportType: 'edge-computing', pageIndex: 1, pageSize: 2 }), newsPageSchema);
    expect(edge.total).toBe(3);
    expect(edge.rows).toHaveLength(2);
    expect(edge.rows.every((row) => row.reportType === 'edge-computing')).toBe(true);
  });

  it('every reportType served is one of the constants', async () => {
    const constants = dataOf(await get('/news/constants'), newsConstantsSchema);
    const known = constants.reportTypes.map((entry) => entry.value);
    const result = dataOf(await post('/news/reports', { pageSize: 100 }), newsPageSchema);
    for (const row of result.rows) expect(known).toContain(row.reportType);
  });
});

describe('recommendations', () => {
  it('home: recommended NEWS, PRODUCTUPDATES and BLOG items, newest first, at most size', async () => {
    const rows = dataOf(await post('/news/recommendations', { size: 50 }), newsListSchema);
    expect(rows.length).toBe(9);
    expect(rows.every((row) => row.recommend && ['NEWS', 'PRODUCTUPDATES', 'BLOG'].includes(row.type))).toBe(true);
    expect(new Set(rows.map((row) => row.type)).size).toBe(3);
    expect(newestFirst(rows)).toBe(true);
    expect(dataOf(await post('/news/recommendations', { size: 2 }), newsListSchema)).toEqual(rows.slice(0, 2));
    expect(dataOf(await post('/news/recommendations', {}), newsListSchema)).toHaveLength(6);
  });

  it('by type: recommended items of that type, leaving out excludeId', async () => {
    const rows = dataOf(await post('/news/BLOG/recommendations', { size: 10 }), newsListSchema);
    expect(rows.length).toBe(3);
    expect(rows.every((row) => row.type === 'BLOG' && row.recommend)).toBe(true);
    const first = rows[0];
    if (!first) throw new Error('no recommended blog post');
    const without = dataOf(await post('/news/BLOG/recommendations', { size: 10, excludeId: first.id }), newsListSchema);
    expect(ids(without)).toEqual(ids(rows.slice(1)));
    expect(dataOf(await post('/news/BLOG/recommendations', { size: 1 }), newsListSchema)).toHaveLength(1);
  });

  it('by type: an unknown type is a 400', async () => {
    expectFailure(await post('/news/blog/recommendations', { size: 3 }), 400, '40000001');
  });

  it('a size over 50 is a 400', async () => {
    expectFailure(await post('/news/recommendations', { size: 51 }), 400, '40000001');
    expectFailure(await post('/news/NEWS/recommendations', { size: 51 }), 400, '40000001');
  });
});

describe('customer cases (type CASE)', () => {
  it.each(LOCALES)('%s serves case articles through the news routes: list, recommendations and detail', async (locale) => {
    const list = dataOf(await page('CASE', { pageSize: 100 }, locale), newsPageSchema);
    expect(ids(list.rows)).toEqual([60606, 60605, 60604, 60603, 60602, 60601]);
    const recommended = dataOf(await post('/news/CASE/recommendations', { size: 10, excludeId: 60604 }, locale), newsListSchema);
    expect(recommended.every((row) => row.type === 'CASE' && row.recommend && row.id !== 60604)).toBe(true);
    expect(dataOf(await get('/news/document/60601', locale), newsDetailSchema)).toMatchObject({ id: 60601, type: 'CASE' });
  });
});

describe('POST /news/events/{type}', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T12:00:00+08:00'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('maps stored events to id, title, startTime, location and link', async () => {
    const events = dataOf(await post('/news/events/all', {}), newsEventListSchema);
    expect(events).toHaveLength(PUBLISHED.EVENTS);
    const summit = events.find((event) => event.id === 60504);
    expect(summit).toEqual({
      id: 60504,
      title: 'EdgeCloud Summit 2026',
      startTime: '2026-12-09 09:30:00',
      location: 'Shanghai Expo Center',
      link: '/contact',
    });
    expect(Object.keys(events.find((event) => event.id === 60501) ?? {}).sort()).toEqual(['id', 'location', 'startTime', 'title']);
  });

  it('upcoming: soonest first; past: latest first; size caps both', async () => {
    const upcoming = dataOf(await post('/news/events/upcoming', {}), newsEventListSchema);
    expect(ids(upcoming)).toEqual([60504, 60505]);
    const past = dataOf(await post('/news/events/past', {}), newsEventListSchema);
    expect(ids(past)).toEqual([60503, 60502, 60501]);
    expect(ids(dataOf(await post('/news/events/past', { size: 1 }), newsEventListSchema))).toEqual([60503]);
  });

  it('which events are upcoming follows the clock', async () => {
    vi.setSystemTime(new Date('2026-12-10T00:00:00+08:00'));
    expect(ids(dataOf(await post('/news/events/upcoming', {}), newsEventListSchema))).toEqual([60505]);
  });

  it('an unknown event type is a 400 listing the types', async () => {
    const answer = await post('/news/events/EVENTS', {});
    expectFailure(answer, 400, '40000001');
    expect(answer.message).toContain('upcoming, past, all');
  });
});

describe('GET /news/document/{docId}', () => {
  it('answers the detail with its Markdown content', async () => {
    const detail = dataOf(await get('/news/document/60106'), newsDetailSchema);
    expect(detail).toMatchObject({ id: 60106, type: 'NEWS', title: 'EdgeCloud defends a 1.02T DDoS attack', recommend: true });
    expect(detail.content).toMatch(/^## /m);
    expect(detail.content).toContain('| Peak bandwidth | 1.02 Tbps |');
    expect(Object.keys(detail)).not.toContain('status');
  });

  it('an event detail leaves out the event fields', async () => {
    const answer = await get('/news/document/60504');
    dataOf(answer, newsDetailSchema);
    expect(Object.keys(z.record(z.string(), z.unknown()).parse(answer.data))).not.toContain('startTime');
  });

  it.each(['99999', '60100'])('an unknown id %s is a 404', async (id) => {
    expectFailure(await get(`/news/document/${id}`), 404, '40400001');
  });

  it.each(['abc', '0', '-1', '1.5', '0x44D', '1e3', '%201', '12345678901234567'])('id %j is a 400', async (id) => {
    const answer = await get(`/news/document/${id}`);
    expectFailure(answer, 400, '40000001');
    expect(answer.message).toMatch(/\bid\b/);
  });
});

describe.each(LOCALES)('drafts in %s', (locale) => {
  it.each(DRAFT_IDS)('draft %i is a 404', async (id) => {
    expectFailure(await get(`/news/document/${id}`, locale), 404, '40400001');
  });

  it('no list, page or recommendation shows a draft', async () => {
    const served: number[] = [];
    for (const type of Object.keys(PUBLISHED)) {
      served.push(...ids(dataOf(await page(type, { pageSize: 100, recommendOrder: true }, locale), newsPageSchema).rows));
      served.push(...ids(dataOf(await post(`/news/${type}/recommendations`, { size: 50 }, locale), newsListSchema)));
    }
    served.push(...ids(dataOf(await post('/news/recommendations', { size: 50 }, locale), newsListSchema)));
    served.push(...ids(dataOf(await post('/news/reports', { pageSize: 100 }, locale), newsPageSchema).rows));
    served.push(...ids(dataOf(await post('/news/events/all', { size: 50 }, locale), newsEventListSchema)));
    expect(served.length).toBeGreaterThan(47);
    for (const id of DRAFT_IDS) expect(served).not.toContain(id);
  });
});

describe('locales', () => {
  it('both locales serve the same ids, each in its own language', async () => {
    const english = dataOf(await page('NEWS', { pageSize: 100 }, 'EN_US'), newsPageSchema);
    const chinese = dataOf(await page('NEWS', { pageSize: 100 }, 'ZH_CN'), newsPageSchema);
    expect(ids(english.rows)).toEqual(ids(chinese.rows));
    expect(JSON.stringify(english)).not.toMatch(HAN);
    expect(chinese.rows.every((row) => HAN.test(row.title))).toBe(true);
    const detail = dataOf(await get('/news/document/60301', 'EN_US'), newsDetailSchema);
    expect(detail.content).not.toMatch(HAN);
    expect(dataOf(await get('/news/document/60301', 'ZH_CN'), newsDetailSchema).content).toMatch(HAN);
  });
});

describe("the client's own calls", () => {
  const context = (locale: (typeof LOCALES)[number]) => ({ baseUrl: ORIGIN, transport: handleCmsRequest, locale });

  it.each(LOCALES)('every news call of renderer/data/api/endpoints.ts succeeds in %s', async (locale) => {
    const results = await Promise.all([
      callPortal(context(locale), 'newsList', { params: { type: 'NEWS' }, body: { pageIndex: 2, pageSize: 5, recommendOrder: true } }),
      callPortal(context(locale), 'newsList', { params: { type: 'INDUSTRIALREPORT' }, body: { reportType: 'edge-computing' } }),
      callPortal(context(locale), 'newsTypeRecommendations', { params: { type: 'PRODUCTUPDATES' }, body: { size: 3, excludeId: 60202 } }),
      callPortal(context(locale), 'newsRecommendations', { body: { size: 4 } }),
      callPortal(context(locale), 'newsEvents', { params: { type: 'all' }, body: { size: 3 } }),
      callPortal(context(locale), 'newsDetail', { params: { docId: 60401 } }),
      callPortal(context(locale), 'newsReports', { body: { reportType: 'cyber-security', pageSize: 3 } }),
    ]);
    for (const [error] of results) expect(error).toBeNull();
    const [list, reports, typeRecommendations, home, events, detail, reportPage] = results.map(([, data]) => data);
    expect(newsPageSchema.parse(list)).toMatchObject({ pageIndex: 2, pageSize: 5, total: 12 });
    expect(newsPageSchema.parse(reports).total).toBe(3);
    expect(ids(newsListSchema.parse(typeRecommendations))).not.toContain(60202);
    expect(newsListSchema.parse(home)).toHaveLength(4);
    expect(newsEventListSchema.parse(events)).toHaveLength(3);
    expect(newsDetailSchema.parse(detail).id).toBe(60401);
    expect(newsPageSchema.parse(reportPage)).toMatchObject({ total: 5, pageSize: 3 });
  });
});
