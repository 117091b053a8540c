import { gzipSync } from 'node:zlib';
import { delay, http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { SeoEntry } from '@/schemas/seo';
import { callPortal } from './call-portal';
import type { PortalContext, PortalResult } from './call-types';
import { countingStream } from './counting-stream.testing';
import { captchaImageUrl } from './captcha-url';
import { PortalError, silent, type PortalErrorKind, type PortalMessageKey } from './errors';
import { MAX_BODY_BYTES, PORTAL_BASE_PATH } from './limits';
import { fetchTransport } from './transport';

const BASE_URL = 'http://cms.test';
const api = (path: string) => `${BASE_URL}${PORTAL_BASE_PATH}${path}`;
const SEO_URL = api('/seoCommon/home');

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function context(overrides: Partial<PortalContext> = {}): PortalContext {
  return { baseUrl: BASE_URL, transport: fetchTransport, locale: 'EN_US', ...overrides };
}

function errorOf<T>(result: PortalResult<T>): PortalError {
  const [error] = result;
  if (error === null) throw new Error('expected the call to fail');
  expect(error).toBeInstanceOf(PortalError);
  return error;
}

function dataOf<T>(result: PortalResult<T>): T {
  const [error, data] = result;
  if (error !== null) throw error;
  return data;
}

function callSeo(overrides: Partial<PortalContext> = {}) {
  return callPortal(context(overrides), 'seoCommon', { params: { seoCommon: 'home' } });
}

describe('callPortal: success', () => {
  it.each([
    { name: "code '0'", code: '0' },
    { name: 'numeric code 0', code: 0 },
  ])('$name returns data parsed by the endpoint schema', async ({ code }) => {
    server.use(http.get(SEO_URL, () => HttpResponse.json({ code, message: 'ok', data: { title: 'Home' } })));
    const result = await callSeo();
    expectTypeOf(result).toEqualTypeOf<PortalResult<SeoEntry>>();
    expect(dataOf(result)).toEqual({ title: 'Home', description: '', keywords: '' });
  });
});

type ErrorRow = {
  name: string;
  reply: () => Response;
  expected: { kind: PortalErrorKind; messageKey: PortalMessageKey; serverMessage?: string; status?: number; code?: string };
};

const envelope = (code: string | number, message?: string, data: JsonBodyType = null) => ({ code, message, data });
const json = (body: JsonBodyType, status = 200) => HttpResponse.json(body, { status });

// Every error the CMS can answer (docs/decisions.md, "Errors"), row by row, plus every way an answer can be unusable.
const errorRows: ErrorRow[] = [
  {
    name: 'code 33922001 is ignored',
    reply: () => json(envelope('33922001', 'skip')),
    expected: { kind: 'ignored', messageKey: 'api.requestFailed', code: '33922001' },
  },
  {
    name: 'numeric code 33922001 is ignored',
    reply: () => json(envelope(33922001)),
    expected: { kind: 'ignored', messageKey: 'api.requestFailed' },
  },
  {
    name: 'code 33924001 requires login',
    reply: () => json(envelope('33924001', 'login')),
    expected: { kind: 'login-required', messageKey: 'api.loginRequired', serverMessage: undefined },
  },
  {
    name: 'another code carries the server message',
    reply: () => json(envelope('1001', 'Captcha is wrong')),
    expected: { kind: 'business', messageKey: 'api.requestFailed', serverMessage: 'Captcha is wrong', code: '1001' },
  },
  {
    name: 'another code without a message',
    reply: () => json(envelope('1001')),
    expected: { kind: 'business', messageKey: 'api.requestFailed', serverMessage: undefined },
  },
  {
    name: 'another code with a blank message',
    reply: () => json(envelope(500, '  ')),
    expected: { kind: 'business', messageKey: 'api.requestFailed', serverMessage: undefined, code: '500' },
  },
  {
    name: 'a business message containing timeout',
    reply: () => json(envelope('1002', 'Read TIMEOUT upstream')),
    expected: { kind: 'timeout', messageKey: 'api.timeout', serverMessage: undefined },
  },
  {
    name: 'HTTP 401 with an envelope',
    reply: () => json(envelope('401', 'token expired'), 401),
    expected: { kind: 'unauthorized', messageKey: 'api.unauthorized', serverMessage: undefined, status: 401 },
  },
  {
    name: 'HTTP 401 without a body',
    reply: () => new HttpResponse(null, { status: 401 }),
    expected: { kind: 'unauthorized', messageKey: 'api.unauthorized', status: 401 },
  },
  {
    name: 'HTTP 403 with an envelope',
    reply: () => json(envelope('403', 'no'), 403),
    expected: { kind: 'forbidden', messageKey: 'api.forbidden', serverMessage: undefined, status: 403 },
  },
  {
    name: 'HTTP 403 with a text body',
    reply: () => HttpResponse.text('Forbidden', { status: 403 }),
    expected: { kind: 'forbidden', messageKey: 'api.forbidden', status: 403 },
  },
  {
    name: 'HTTP 404 with an envelope',
    reply: () => json(envelope('404', 'gone'), 404),
    expected: { kind: 'not-found', messageKey: 'api.notFound', status: 404 },
  },
  {
    name: 'HTTP 404 without a body',
    reply: () => new HttpResponse(null, { status: 404 }),
    expected: { kind: 'not-found', messageKey: 'api.notFound', status: 404 },
  },
  {
    name: 'HTTP 417 with an envelope',
    reply: () => json(envelope('417', 'home'), 417),
    expected: { kind: 'redirect-home', messageKey: 'api.somethingWrong', status: 417 },
  },
  {
    name: 'HTTP 417 without a body',
    reply: () => new HttpResponse(null, { status: 417 }),
    expected: { kind: 'redirect-home', messageKey: 'api.somethingWrong', status: 417 },
  },
  {
    name: 'HTTP 500 with an envelope message',
    reply: () => json(envelope('500', 'Database down'), 500),
    expected: { kind: 'http', messageKey: 'api.somethingWrong', serverMessage: 'Database down', status: 500, code: '500' },
  },
  {
    name: 'HTTP 500 with an HTML body',
    reply: () => HttpResponse.html('<h1>500</h1>', { status: 500 }),
    expected: { kind: 'http', messageKey: 'api.somethingWrong', serverMessage: undefined, status: 500 },
  },
  {
    name: 'HTTP 502 with an envelope code 0',
    reply: () => json(envelope('0', undefined, { title: 'x' }), 502),
    expected: { kind: 'http', messageKey: 'api.somethingWrong', status: 502 },
  },
  {
    name: 'HTTP 503 whose message contains Timeout',
    reply: () => json(envelope('503', 'Gateway Timeout'), 503),
    expected: { kind: 'timeout', messageKey: 'api.timeout', serverMessage: undefined, status: 503 },
  },
  {
    name: 'a body that is not JSON',
    reply: () => HttpResponse.text('<html>oops'),
    expected: { kind: 'malformed', messageKey: 'api.malformed', status: 200 },
  },
  {
    name: 'JSON that is not an envelope',
    reply: () => json([1, 2]),
    expected: { kind: 'malformed', messageKey: 'api.malformed' },
  },
  {
    name: 'an envelope without a code',
    reply: () => json({ message: 'ok', data: {} }),
    expected: { kind: 'malformed', messageKey: 'api.malformed' },
  },
  {
    name: 'data failing the endpoint schema',
    reply: () => json(envelope('0', 'ok', { title: 42 })),
    expected: { kind: 'malformed', messageKey: 'api.malformed', status: 200 },
  },
  {
    name: 'an empty 204',
    reply: () => new HttpResponse(null, { status: 204 }),
    expected: { kind: 'malformed', messageKey: 'api.malformed' },
  },
  {
    name: 'a declared Content-Length over the cap',
    reply: () => new HttpResponse('{}', { headers: { 'content-length': String(MAX_BODY_BYTES + 1) } }),
    expected: { kind: 'too-large', messageKey: 'api.tooLarge' },
  },
  {
    name: 'HTTP failure (no response)',
    reply: () => HttpResponse.error(),
    expected: { kind: 'network', messageKey: 'api.network' },
  },
];

describe('callPortal: error catalogue', () => {
  it.each(errorRows)('$name → $expected.kind', async ({ reply, expected }) => {
    server.use(http.get(SEO_URL, reply));
    const error = errorOf(await callSeo());
    expect(error).toMatchObject(expected);
    expect(silent(error)).toBe(expected.kind === 'ignored');
  });
});

describe('callPortal: no answer', () => {
  it('times out when the server never answers', async () => {
    server.use(
      http.get(SEO_URL, async () => {
        await delay('infinite');
        return json(envelope('0'));
      }),
    );
    const error = errorOf(await callSeo({ deadline: Date.now() + 50 }));
    expect(error).toMatchObject({ kind: 'timeout', messageKey: 'api.timeout' });
  });

  it('times out even with a transport that ignores the signal', async () => {
    const error = errorOf(await callSeo({ deadline: Date.now() + 50, transport: () => new Promise<Response>(() => {}) }));
    expect(error.kind).toBe('timeout');
  });

  it('gives up at its deadline when the headers came but the body stalls', async () => {
    const head = new TextEncoder().encode('{"code":"0","message":"","data":{');
    const stalled = new ReadableStream<Uint8Array>({ start: (controller) => controller.enqueue(head) });
    server.use(http.get(SEO_URL, () => new HttpResponse(stalled, { headers: { 'content-type': 'application/json' } })));
    const started = Date.now();
    const error = errorOf(await callSeo({ deadline: started + 100 }));
    expect(error.kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("reports a caller's abort as aborted, not as a network failure", async () => {
    server.use(
      http.get(SEO_URL, async () => {
        await delay('infinite');
        return json(envelope('0'));
      }),
    );
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 20);
    const error = errorOf(await callSeo({ signal: controller.signal }));
    expect(error.kind).toBe('aborted');
    expect(silent(error)).toBe(true);
  });

  it('returns aborted at once for a signal already aborted', async () => {
    const error = errorOf(await callSeo({ signal: AbortSignal.abort() }));
    expect(error.kind).toBe('aborted');
  });

  it('maps a throwing transport to network without throwing', async () => {
    const error = errorOf(await callSeo({ transport: () => Promise.reject(new TypeError('fetch failed')) }));
    expect(error).toMatchObject({ kind: 'network', messageKey: 'api.network' });
  });
});

describe('callPortal: body cap', () => {
  it('cancels a chunked body once it passes the cap', async () => {
    const { stream, stats } = countingStream(50 * 1024 * 1024);
    server.use(http.get(SEO_URL, () => new HttpResponse(stream, { headers: { 'content-type': 'application/json' } })));
    const error = errorOf(await callSeo());
    expect(error.kind).toBe('too-large');
    expect(stats.produced).toBeLessThan(2 * 1024 * 1024);
  });

  it('counts decoded bytes, so a small gzip body that inflates past the cap is too large', async () => {
    const bomb = gzipSync(Buffer.alloc(4 * MAX_BODY_BYTES, 0x20));
    expect(bomb.byteLength).toBeLessThan(MAX_BODY_BYTES);
    server.use(http.get(SEO_URL, () => new HttpResponse(new Uint8Array(bomb), { headers: { 'content-encoding': 'gzip' } })));
    expect(errorOf(await callSeo()).kind).toBe('too-large');
  });

  it('does not pull a body whose Content-Length is over the cap', async () => {
    const { stream, stats } = countingStream(50 * 1024 * 1024);
    server.use(http.get(SEO_URL, () => new HttpResponse(stream, { headers: { 'content-length': String(50 * 1024 * 1024) } })));
    expect(errorOf(await callSeo()).kind).toBe('too-large');
    expect(stats.produced).toBeLessThanOrEqual(64 * 1024);
  });
});

describe('callPortal: request shape', () => {
  it('sends lang and the query of a GET in the query string', async () => {
    let received: URL | undefined;
    server.use(
      http.get(api('/seoModule/:seoModule'), ({ request }) => {
        received = new URL(request.url);
        return json(envelope('0', 'ok', { title: 'News' }));
      }),
    );
    dataOf(await callPortal(context(), 'seoModule', { params: { seoModule: 'news' }, query: { id: 7, pageCode: 'detail' } }));
    expect(received?.pathname).toBe('/api/portal/v1/seoModule/news');
    expect(Object.fromEntries(received?.searchParams ?? [])).toEqual({ id: '7', pageCode: 'detail', lang: 'EN_US' });
  });

  it('sends lang in the JSON body of a POST, after the body schema applied its defaults', async () => {
    let received: { body: unknown; contentType: string | null; query: string } | undefined;
    server.use(
      http.post(api('/search'), async ({ request }) => {
        received = { body: await request.json(), contentType: request.headers.get('content-type'), query: new URL(request.url).search };
        return json(envelope('0', 'ok', { rows: [], total: 0, pageIndex: 1, pageSize: 20 }));
      }),
    );
    const result = await callPortal(context({ locale: 'ZH_CN' }), 'search', { body: { keyword: ' cdn ' } });
    expect(dataOf(result).total).toBe(0);
    expect(received).toEqual({
      body: { type: 'ALL', keyword: 'cdn', pageIndex: 1, pageSize: 20, lang: 'ZH_CN' },
      contentType: 'application/json',
      query: '',
    });
  });

  it('refuses a body its schema rejects without sending it', async () => {
    const error = errorOf(await callPortal(context(), 'search', { body: { keyword: 'x'.repeat(101) } }));
    expect(error).toMatchObject({ kind: 'bad-request', messageKey: 'api.badRequest' });
  });

  it.each([
    { name: 'without preview', preview: undefined, expected: { token: null, flag: null, cache: 'default' } },
    { name: 'in preview', preview: { token: 'tok-123' }, expected: { token: 'tok-123', flag: '1', cache: 'no-store' } },
  ])('sends the preview headers only $name', async ({ preview, expected }) => {
    let seen: { token: string | null; flag: string | null; cache: RequestCache } | undefined;
    const transport = (request: Request) => {
      seen = { token: request.headers.get('Pre-Authorization'), flag: request.headers.get('X-Portal-Preview'), cache: request.cache };
      expect(request.credentials).toBe('include');
      return fetch(request);
    };
    server.use(http.get(SEO_URL, () => json(envelope('0', 'ok', { title: 'Home' }))));
    dataOf(await callSeo({ preview, transport }));
    expect(seen).toEqual(expected);
  });

  it.each([
    { name: 'CR LF', token: 'abc\r\nX-Injected: 1' },
    { name: 'a NUL', token: 'abc\u0000' },
    { name: 'non-Latin-1 characters', token: '令牌' },
  ])('refuses a preview token holding $name without throwing or sending', async ({ token }) => {
    let sent = false;
    server.use(
      http.get(SEO_URL, () => {
        sent = true;
        return json(envelope('0', 'ok', { title: 'Home' }));
      }),
    );
    const error = errorOf(await callSeo({ preview: { token } }));
    expect(error).toMatchObject({ kind: 'bad-request', messageKey: 'api.badPreviewToken' });
    expect(sent).toBe(false);
  });

  it('encodes path params so an id cannot leave its segment', async () => {
    let received: { id: unknown; pathname: string } | undefined;
    server.use(
      http.get(api('/:id/product'), ({ request, params }) => {
        received = { id: params.id, pathname: new URL(request.url).pathname };
        return json(envelope('0', 'ok', { id: 1, menuCode: 'cdn', name: 'CDN' }));
      }),
    );
    const detail = dataOf(await callPortal(context(), 'productDetail', { params: { id: '../x' } }));
    expect(detail.moduleViewList).toEqual([]);
    expect(received).toEqual({ id: '../x', pathname: '/api/portal/v1/..%2Fx/product' });
  });

  it.each(['..', '.', ''])('refuses the dot segment %j as a path param', async (id) => {
    const error = errorOf(await callPortal(context(), 'productDetail', { params: { id } }));
    expect(error.kind).toBe('bad-request');
  });
});

describe('callPortal: binary answers', () => {
  it('returns the PDF as a Blob', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.7 fake');
    let body: unknown;
    server.use(
      http.post(api('/help-doc/document/pdf/:docId'), async ({ request }) => {
        body = await request.json();
        return new HttpResponse(pdf, { headers: { 'content-type': 'application/pdf' } });
      }),
    );
    const blob = dataOf(await callPortal(context(), 'docPdf', { params: { docId: 12 }, body: { content: '# Doc', updateTime: '2024-01-01' } }));
    expectTypeOf(blob).toEqualTypeOf<Blob>();
    expect(blob.type).toBe('application/pdf');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(pdf);
    expect(body).toEqual({ content: '# Doc', updateTime: '2024-01-01', lang: 'EN_US' });
  });

  it('reads an envelope answered instead of the PDF as an error', async () => {
    server.use(http.post(api('/help-doc/document/pdf/:docId'), () => json(envelope('1003', 'Export failed'))));
    const error = errorOf(await callPortal(context(), 'docPdf', { params: { docId: 12 }, body: { content: '', updateTime: '' } }));
    expect(error).toMatchObject({ kind: 'business', serverMessage: 'Export failed' });
  });
});

describe('captchaImageUrl', () => {
  it('points at picture-code with pictureType, lang and a fresh cache-buster', () => {
    const first = new URL(captchaImageUrl('http://cms.test/', 'ZH_CN'));
    const second = new URL(captchaImageUrl('http://cms.test', 'ZH_CN'));
    expect(first.pathname).toBe('/api/portal/v1/picture-code');
    expect(first.searchParams.get('pictureType')).toBe('us');
    expect(first.searchParams.get('lang')).toBe('ZH_CN');
    expect(first.searchParams.get('t')).not.toBe(second.searchParams.get('t'));
  });
});
