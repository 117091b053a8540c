import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { catalogSchema, pageDetailSchema, productNamesSchema, modulePageSchema } from '@/schemas/detail';
import { docCategoryListSchema, docDetailSchema, docMenuEntryListSchema } from '@/schemas/document';
import { bannerListSchema, customerCaseListSchema, homeBlockSchema, imageResourceListSchema, recommendedListSchema } from '@/schemas/home';
import { hotMenuListSchema, menuTreeSchema } from '@/schemas/menu';
import { newsConstantsSchema, newsDetailSchema } from '@/schemas/news';
import { hotSearchWordsSchema } from '@/schemas/search';
import { seoEntrySchema } from '@/schemas/seo';
import { contentResourceSchema, dictSchema, headerInfoSchema, webInfoSchema } from '@/schemas/site-info';
import { CMS_BASE_PATH, handleCmsRequest } from './handler';
import { DEVELOPMENT_PREVIEW_TOKEN } from './config';
import { JSON_BODY_SHAPE, MAX_EXPORT_BODY_BYTES, MAX_QUERY_BODY_BYTES } from '@/schemas/request-limits';
import { routes } from './routes';
import { proofChallengeSchema } from '@/schemas/proof-of-work';

const ORIGIN = 'http://cms.test';
const LOCALES = ['ZH_CN', 'EN_US'] as const;
const HAN = /\p{Script=Han}/u;

/** The envelope exactly as it goes over the wire: code is a string. */
const wireEnvelopeSchema = z.strictObject({ code: z.string(), message: z.string(), data: z.unknown() });

type Answer = { status: number; text: string; code: string; message: string; data: unknown };

function url(path: string, lang?: string | null): string {
  const full = path.startsWith('/api/') ? path : `${CMS_BASE_PATH}${path}`;
  const query = lang === undefined || lang === null ? '' : `?${new URLSearchParams({ lang }).toString()}`;
  return `${ORIGIN}${full}${query}`;
}

async function read(response: Response): Promise<Answer> {
  const text = await response.text();
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const envelope = wireEnvelopeSchema.parse(JSON.parse(text));
  return { status: response.status, text, ...envelope };
}

const get = async (path: string, lang?: string | null) => read(await handleCmsRequest(new Request(url(path, lang))));

async function post(path: string, body: BodyInit, headers: Record<string, string> = { 'content-type': 'application/json' }) {
  return read(await handleCmsRequest(new Request(url(path), { method: 'POST', headers, body })));
}
const postJson = (path: string, body: unknown) => post(path, JSON.stringify(body));

/** Data of a successful answer; the test fails with the CMS's message otherwise. */
function dataOf<S extends z.core.$ZodType>(answer: Answer, schema: S): z.output<S> {
  expect(answer, answer.message).toMatchObject({ status: 200, code: '0' });
  return z.parse(schema, answer.data);
}

/** A failure envelope: status, code, no data, and nothing of the server's internals. */
function expectFailure(answer: Answer, status: number, code: string) {
  expect({ status: answer.status, code: answer.code, data: answer.data }).toEqual({ status, code, data: null });
  expect(answer.message).not.toBe('');
  expect(answer.text).not.toMatch(/\bat .*\.ts:\d+/);
  expect(answer.text).not.toContain('.ts:');
}

/** Every GET of cms/routes with a real parameter and the schema of the CMS API contract (schemas/) its data must pass. */
const GET_ENDPOINTS: [pattern: string, path: string, schema: z.core.$ZodType][] = [
  ['/website', '/website', webInfoSchema],
  ['/menus', '/menus', menuTreeSchema],
  ['/hot-menus', '/hot-menus', hotMenuListSchema],
  ['/header', '/header', headerInfoSchema],
  ['/dicts/{category}', '/dicts/industry', dictSchema],
  ['/news/constants', '/news/constants', newsConstantsSchema],
  ['/top-search-words', '/top-search-words', hotSearchWordsSchema],
  ['/seoCommon/{seoCommon}', '/seoCommon/index', seoEntrySchema],
  ['/seoModule/{seoModule}', '/seoModule/product-enterprise-cloud', seoEntrySchema],
  ['/content/resource/{type}', '/content/resource/privacy', contentResourceSchema],
  ['/company', '/company', contentResourceSchema],
  ['/{belongType}/json-modules', '/CAREER/json-modules', modulePageSchema],
  ['/home/banners', '/home/banners', bannerListSchema],
  ['/home/shortcut/detail', '/home/shortcut/detail', homeBlockSchema],
  ['/home/customercase/detail', '/home/customercase/detail', homeBlockSchema],
  ['/home/specialservice/detail', '/home/specialservice/detail', homeBlockSchema],
  ['/home/customer-cases', '/home/customer-cases', customerCaseListSchema],
  ['/image/resource/{type}', '/image/resource/topcase', imageResourceListSchema],
  ['/image/resource/{type}', '/image/resource/distribution', imageResourceListSchema],
  ['/products', '/products', catalogSchema],
  ['/solutions', '/solutions', catalogSchema],
  ['/services', '/services', catalogSchema],
  ['/{id}/product', '/1101/product', pageDetailSchema],
  ['/{id}/solution', '/2101/solution', pageDetailSchema],
  ['/{id}/service', '/3121/service', pageDetailSchema],
  ['/news/document/{docId}', '/news/document/60102', newsDetailSchema],
  ['/help-doc/menus', '/help-doc/menus', docCategoryListSchema],
  ['/help-doc/menu/directories/{cateId}', '/help-doc/menu/directories/202', docMenuEntryListSchema],
  ['/help-doc/menu/directories/{menuId}/{cateId}', '/help-doc/menu/directories/22003/202', docMenuEntryListSchema],
  ['/help-doc/document/{docId}', '/help-doc/document/22103', docDetailSchema],
  // Added to the CMS API by this site: the challenge a lead's proof of work solves (docs/forms.md).
  ['/proof-of-work', '/proof-of-work', proofChallengeSchema],
];
/** The one GET that never answers '0' from the embedded CMS: it has no customer accounts. */
const LOGIN_ONLY = '/front/user';
/** The captcha image and its test hook; cms/captcha/captcha-routes.test.ts covers them. */
const CAPTCHA_GETS = ['/picture-code', '/picture-code/test-answer'];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('handleCmsRequest: the envelope', () => {
  it('answers GET /menus?lang=EN_US with 200 and {"code":"0","message":...,"data":[...]}', async () => {
    const response = await handleCmsRequest(new Request(`${ORIGIN}/api/portal/v1/menus?lang=EN_US`));
    expect(response.status).toBe(200);
    const body: unknown = await response.json();
    expect(body).toMatchObject({ code: '0', message: expect.any(String), data: expect.any(Array) });
  });

  it('the test table covers every GET route of cms/routes', () => {
    const served = routes
      .filter((route) => route.method === 'GET' && route.pattern !== LOGIN_ONLY && !CAPTCHA_GETS.includes(route.pattern))
      .map((route) => route.pattern);
    expect([...new Set(GET_ENDPOINTS.map(([pattern]) => pattern))].sort()).toEqual(served.sort());
  });
});

describe.each(LOCALES)('every GET endpoint in %s', (locale) => {
  it.each(GET_ENDPOINTS)('%s (%s) answers code 0 and data that passes its schema', async (_, path, schema) => {
    dataOf(await get(path, locale), schema);
  });
});

describe('locales', () => {
  it('the EN_US product detail is English and the ZH_CN one Chinese', async () => {
    const english = dataOf(await get('/1101/product', 'EN_US'), pageDetailSchema);
    const chinese = dataOf(await get('/1101/product', 'ZH_CN'), pageDetailSchema);
    expect(english.name).toBe('Enterprise Cloud');
    expect(JSON.stringify(english)).not.toMatch(HAN);
    expect(chinese.name).toBe('企业云');
    expect(chinese.moduleViewList.length).toBe(english.moduleViewList.length);
    expect(JSON.stringify(chinese.moduleViewList)).toMatch(HAN);
  });

  it.each([
    ['missing', null],
    ['empty', ''],
    ['JA_JP (no content of its own)', 'JA_JP'],
    ['KO_KR (no content of its own)', 'KO_KR'],
  ])('lang %s is served the ZH_CN content', async (_, lang) => {
    for (const path of ['/1101/product', '/home/banners', '/header']) {
      const chinese = await get(path, 'ZH_CN');
      const english = await get(path, 'EN_US');
      const answer = await get(path, lang);
      expect(answer.data, path).toEqual(chinese.data);
      expect(answer.data, path).not.toEqual(english.data);
    }
  });

  it('a POST takes its locale from the body', async () => {
    const english = dataOf(await postJson('/product/names', { ids: [1101], lang: 'EN_US' }), productNamesSchema);
    const chinese = dataOf(await postJson('/product/names', { ids: [1101], lang: 'ZH_CN' }), productNamesSchema);
    expect(english).toEqual([{ id: 1101, name: 'Enterprise Cloud' }]);
    expect(chinese).toEqual([{ id: 1101, name: '企业云' }]);
  });

  it.each(['xx', 'en_us', 'EN-US', 'zh'])('an invalid lang %j is a 400 naming lang', async (lang) => {
    const answer = await get('/menus', lang);
    expectFailure(answer, 400, '40000001');
    expect(answer.message).toMatch(/\blang\b/);
  });

  it('an invalid lang in a POST body is a 400 naming lang', async () => {
    const answer = await postJson('/product/names', { ids: [1101], lang: 'FR_FR' });
    expectFailure(answer, 400, '40000001');
    expect(answer.message).toMatch(/\blang\b/);
  });
});

describe('published content only', () => {
  it.each(LOCALES)('the draft edge-ai page (id 1901) is a 404 in %s', async (locale) => {
    expectFailure(await get('/1901/product', locale), 404, '40400001');
  });

  it.each(LOCALES)('the %s catalogs and product names leave the draft out', async (locale) => {
    const products = dataOf(await get('/products', locale), catalogSchema);
    expect(products.map((product) => product.menuCode)).not.toContain('edge-ai');
    expect(products.map((product) => product.menuCode)).toContain('enterprise-cloud');
    expect(dataOf(await postJson('/product/names', { ids: [1901, 1101], lang: locale }), productNamesSchema).map((entry) => entry.id)).toEqual([1101]);
  });

  it('a detail of another kind is a 404 (a solution id is not a product)', async () => {
    expectFailure(await get('/2101/product', 'EN_US'), 404, '40400001');
  });
});

describe('detail answers', () => {
  it.each(LOCALES)('in %s, every module details of every published page is a JSON string', async (locale) => {
    for (const kind of ['product', 'solution', 'service'] as const) {
      const catalog = dataOf(await get(`/${kind}s`, locale), catalogSchema);
      expect(catalog.length, kind).toBeGreaterThan(0);
      for (const { id } of catalog) {
        const detail = dataOf(await get(`/${id}/${kind}`, locale), pageDetailSchema);
        expect(detail.moduleViewList.length, `${kind} ${id}`).toBeGreaterThan(0);
        for (const view of detail.moduleViewList) expect(view, `${kind} ${id}`).toMatchObject({ details: expect.any(String) });
      }
    }
  });

  it('passes a stored broken details string through unchanged, for the renderer to drop', async () => {
    // The draft drop-report test page (id 1902) holds the broken modules; a previewer reads it.
    const preview = { 'Pre-Authorization': DEVELOPMENT_PREVIEW_TOKEN, 'X-Portal-Preview': '1' };
    const answer = await read(await handleCmsRequest(new Request(url('/1902/product', 'EN_US'), { headers: preview })));
    const detail = dataOf(answer, pageDetailSchema);
    const broken = detail.moduleViewList.find((view) => z.object({ id: z.literal('m-1902-2') }).safeParse(view).success);
    expect(broken).toMatchObject({ type: 'rich-text', details: '{"visible": true, "content": ' });
  });

  it('the catalog lists each page at its menu path', async () => {
    const products = dataOf(await get('/products', 'EN_US'), catalogSchema);
    expect(products.find((product) => product.menuCode === 'object-storage')?.path).toBe('/product/enterprise-storage/object-storage');
  });
});

describe('POST endpoints', () => {
  it('recommendations honour the requested size', async () => {
    expect(dataOf(await postJson('/solutions/recommends', { size: 2, lang: 'EN_US' }), recommendedListSchema)).toHaveLength(2);
    expect(dataOf(await postJson('/services/recommends', { size: 1, lang: 'EN_US' }), recommendedListSchema)).toHaveLength(1);
  });

  it('a body that fails its schema is a 400 naming the field', async () => {
    const answer = await postJson('/product/names', { ids: 'all', lang: 'EN_US' });
    expectFailure(answer, 400, '40000001');
    expect(answer.message).toContain('ids');
  });
});

describe('bad requests', () => {
  it('/front/user answers 33924001 (nobody is logged in)', async () => {
    const answer = await get('/front/user', 'EN_US');
    expectFailure(answer, 200, '33924001');
  });

  it.each(['/nope', '/home/banners/extra', '/product', '/api/other/menus'])('unknown path %s is a 404 envelope', async (path) => {
    expectFailure(await get(path, 'EN_US'), 404, '40400001');
  });

  it('POST on a GET-only path is a 405 envelope', async () => {
    expectFailure(await postJson('/menus', { lang: 'EN_US' }), 405, '40500001');
  });

  it('GET on a POST-only path is a 405 envelope', async () => {
    expectFailure(await get('/product/names', 'EN_US'), 405, '40500001');
  });

  it.each(['abc', '0', '-1', '1.5', '0x44D'])('a non-numeric or non-positive id %j is a 400', async (id) => {
    const answer = await get(`/${id}/product`, 'EN_US');
    expectFailure(answer, 400, '40000001');
    expect(answer.message).toMatch(/\bid\b/);
  });

  it.each(['/%E0%A4%A/product', '/dicts/%ZZ', '/seoCommon/%', '/content/resource/%C0%80'])(
    'malformed percent-encoding in %s is a 400, not a 500',
    async (path) => {
      const answer = await get(path, 'EN_US');
      expectFailure(answer, 400, '40000001');
      expect(answer.message).toMatch(/percent-encoding/);
    },
  );

  it.each([
    ['text/plain', { 'content-type': 'text/plain' }],
    ['no content type', {}],
    ['form data', { 'content-type': 'application/x-www-form-urlencoded' }],
  ])('POST with %s is a 415', async (_, headers) => {
    const answer = await post('/product/names', JSON.stringify({ ids: [1101] }), headers);
    expectFailure(answer, 415, '41500001');
  });

  it('POST with invalid JSON is a 400', async () => {
    const answer = await post('/product/names', '{"ids": [1101');
    expectFailure(answer, 400, '40000001');
    expect(answer.message).toMatch(/JSON/);
  });

  it('POST with a JSON array instead of an object is a 400', async () => {
    expectFailure(await post('/product/names', '[1101]'), 400, '40000001');
  });

  it('the export cap fits the largest document the contract allows (400,000 Chinese characters)', () => {
    const largest = JSON.stringify({ content: '中'.repeat(400_000), updateTime: '2026-03-01 10:00:00', lang: 'ZH_CN' });
    expect(Buffer.byteLength(largest)).toBeLessThanOrEqual(MAX_EXPORT_BODY_BYTES);
  });

  it('the query cap fits the largest query the contract allows (200 product ids)', async () => {
    const largest = JSON.stringify({ ids: Array.from({ length: 200 }, () => 1_000_000_000_000_000), lang: 'ZH_CN' });
    expect(Buffer.byteLength(largest)).toBeLessThanOrEqual(MAX_QUERY_BODY_BYTES);
    dataOf(await post('/product/names', largest), productNamesSchema);
  });

  it.each([
    ['/product/names', MAX_QUERY_BODY_BYTES],
    ['/search', MAX_QUERY_BODY_BYTES],
    ['/news/reports', MAX_QUERY_BODY_BYTES],
    ['/solutions/recommends', MAX_QUERY_BODY_BYTES],
    ['/help-doc/document/pdf/21101', MAX_EXPORT_BODY_BYTES],
  ])('POST %s with a body over its %i bytes is a 413', async (path, limit) => {
    const body = JSON.stringify({ ids: [1101], pad: 'x'.repeat(limit) });
    expectFailure(await post(path, body), 413, '41300001');
  });

  describe('a body of many members, the largest a route reads, is refused before it is parsed', () => {
    /** `{"k0":0,"k1":0,...}` up to `bytes`: the outside test's 140,000 distinct keys in 1.5 MB. */
    const manyKeys = (bytes: number) => {
      const members: string[] = [];
      for (let size = 2; size < bytes - 16; size += `"k${members.length}":0,`.length) members.push(`"k${members.length}":0`);
      return `{${members.join(',')}}`;
    };
    afterEach(() => vi.restoreAllMocks());

    it.each([
      ['/search', MAX_QUERY_BODY_BYTES],
      ['/product/names', MAX_QUERY_BODY_BYTES],
      ['/news/NEWS', MAX_QUERY_BODY_BYTES],
      ['/help-doc/document/pdf/21101', MAX_EXPORT_BODY_BYTES],
    ])('%s', async (path, limit) => {
      const body = manyKeys(limit);
      expect(body.split(':').length - 1).toBeGreaterThan(JSON_BODY_SHAPE.maxTokens);
      const parse = vi.spyOn(JSON, 'parse');
      const answer = await post(path, body);
      expectFailure(answer, 400, '40000001');
      expect(answer.message).toMatch(/too many fields/);
      expect(parse.mock.calls.filter(([text]) => text === body)).toEqual([]);
    });

    it('and so is one nested deeper than the contract', async () => {
      const deep = `{"ids":${'['.repeat(JSON_BODY_SHAPE.maxDepth)}1101${']'.repeat(JSON_BODY_SHAPE.maxDepth)}}`;
      expect((await post('/product/names', deep)).message).toMatch(/too many fields or levels/);
    });
  });

  it.each(['/dicts/constructor', '/dicts/__proto__', '/seoCommon/toString', '/seoModule/hasOwnProperty', '/content/resource/valueOf'])(
    '%s is a 404, not a property of every object',
    async (path) => {
      expectFailure(await get(path, 'EN_US'), 404, '40400001');
    },
  );

  it('closes the connection when it refuses a body it did not read (413, 415), and only then', async () => {
    const send = (body: string, contentType: string) =>
      handleCmsRequest(new Request(url('/product/names'), { method: 'POST', headers: { 'content-type': contentType }, body }));
    const tooLarge = await send(JSON.stringify({ ids: [1101], pad: 'x'.repeat(MAX_QUERY_BODY_BYTES) }), 'application/json');
    const notJson = await send('ids=1101', 'text/plain');
    const badJson = await send('{"ids": [1101', 'application/json');
    expect([tooLarge.status, notJson.status, badJson.status]).toEqual([413, 415, 400]);
    expect([tooLarge, notJson, badJson].map((answer) => answer.headers.get('connection'))).toEqual(['close', 'close', null]);
  });

  it('POST just under the limit is read', async () => {
    const envelope = JSON.stringify({ ids: [1101], lang: 'EN_US', pad: '' });
    const body = JSON.stringify({ ids: [1101], lang: 'EN_US', pad: 'x'.repeat(MAX_QUERY_BODY_BYTES - envelope.length) });
    expect(Buffer.byteLength(body)).toBe(MAX_QUERY_BODY_BYTES);
    dataOf(await post('/product/names', body), productNamesSchema);
  });

  it('an unexpected failure is a 500 envelope that keeps the error to the server log', async () => {
    const route = routes.find((candidate) => candidate.pattern === '/menus');
    if (!route) throw new Error('no /menus route');
    vi.spyOn(route, 'handle').mockImplementation(() => {
      throw new Error('disk on fire at readJson (/work/main/cms/store/read-json.ts:12:3)');
    });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = await get('/menus', 'EN_US');
    expectFailure(answer, 500, '50000001');
    expect(answer.text).not.toContain('disk on fire');
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('disk on fire'));
  });
});
