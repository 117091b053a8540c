import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { docDetailSchema } from '@/schemas/document';
// The test proves the route answers the client's own call, so it reaches past the cms/ boundary once.
import { callPortal } from '@/renderer/data/api/call-portal';
import { CMS_BASE_PATH, handleCmsRequest } from '../handler';
import { EXPORT_BUDGET } from '../pdf/export-pdf';
import { extractPdfText, hasPdftotext, pdftotext } from '../pdf/pdf-text.testing';

const ORIGIN = 'http://cms.test';
const envelopeSchema = z.strictObject({ code: z.string(), message: z.string(), data: z.null() });

function exportRequest(docId: string | number, body: string, contentType = 'application/json') {
  return handleCmsRequest(
    new Request(`${ORIGIN}${CMS_BASE_PATH}/help-doc/document/pdf/${docId}`, { method: 'POST', headers: { 'content-type': contentType }, body }),
  );
}

/** An export from a client the server sees at `remoteAddress`, through proxies that wrote `forwardedFor`. */
function exportFrom(remoteAddress: string, forwardedFor?: string) {
  const headers = new Headers({ 'content-type': 'application/json' });
  if (forwardedFor) headers.set('x-forwarded-for', forwardedFor);
  const body = JSON.stringify({ content: '', updateTime: '', lang: 'ZH_CN' });
  return handleCmsRequest(new Request(`${ORIGIN}${CMS_BASE_PATH}/help-doc/document/pdf/21104`, { method: 'POST', headers, body }), { remoteAddress });
}

async function detail(docId: number, lang: string) {
  const response = await handleCmsRequest(new Request(`${ORIGIN}${CMS_BASE_PATH}/help-doc/document/${docId}?lang=${lang}`));
  const body: unknown = await response.json();
  return docDetailSchema.parse(z.object({ data: z.unknown() }).parse(body).data);
}

/** Exports a document as the page does: posting the content and update time it shows. */
async function exportPdf(docId: number, lang: string, override: { content?: string; updateTime?: string } = {}) {
  const doc = await detail(docId, lang);
  const response = await exportRequest(docId, JSON.stringify({ content: doc.content, updateTime: doc.updateTime, ...override, lang }));
  expect(response.headers.get('content-type'), 'cms/handler.ts passes the Response a route returns through, unwrapped').toBe('application/pdf');
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { doc, response, bytes };
}

/** The PDF's text by every extractor this machine has: pdftotext where installed, and always the project's own. */
function textsOf(bytes: Uint8Array): string[] {
  return hasPdftotext() ? [pdftotext(bytes), extractPdfText(bytes)] : [extractPdfText(bytes)];
}

async function expectEnvelope(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(envelopeSchema.parse(await response.json())).toMatchObject({ code });
}

// Every export starts a worker thread that loads pdfkit and inflates a 7.5 MB font: seconds on a busy machine.
describe('POST /help-doc/document/pdf/{docId}', { timeout: 30_000 }, () => {
  // The page's own export of 21104, made once: the first three tests each read a different side of it.
  let quickStart: Awaited<ReturnType<typeof exportPdf>>;
  beforeAll(async () => {
    quickStart = await exportPdf(21104, 'ZH_CN');
  }, 60_000);

  it('answers a PDF file named after the document', () => {
    const { doc, response, bytes } = quickStart;
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(response.headers.get('content-length')).toBe(String(bytes.byteLength));
    const disposition = response.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^attachment; filename="document-21104\.pdf"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.replace(/^.*filename\*=UTF-8''/, ''))).toBe(`${doc.title}.pdf`);
  });

  it('holds the Chinese title, the update time and the body as extractable text', () => {
    const { doc, bytes } = quickStart;
    expect(doc.title).toBe('快速入门：创建第一台云主机');
    for (const text of textsOf(bytes)) {
      expect(text).toContain(doc.title);
      expect(text).toContain(doc.updateTime);
      expect(text).toContain('本文介绍如何在 10 分钟内创建并登录第一台云主机。');
      expect(text).toContain('ssh -i ~/.ssh/id_ed25519 ubuntu@10.0.1.23');
      expect(text).not.toMatch(/\*\*|```|^## /m);
    }
  });

  it('sets headings larger than the body, list items with bullets, code in a monospaced font', () => {
    const { bytes } = quickStart;
    const pdf = Buffer.from(bytes).toString('latin1');
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansSC-Regular/);
    expect(pdf).toContain('/BaseFont /Courier');
    const [text] = textsOf(bytes);
    expect(text).toMatch(/•\s*已获得企业云控制台账号/);
  });

  it('renders an HTML document as text', async () => {
    const { bytes } = await exportPdf(22107, 'ZH_CN');
    for (const text of textsOf(bytes)) {
      expect(text).toContain('配置 Ingress');
      expect(text).toContain('容器云内置基于 Nginx 的 Ingress 控制器');
      expect(text).not.toMatch(/<\/?(p|h2|pre|code|td)>/);
    }
  });

  it('exports an English document with its English title and file name', async () => {
    const { response, bytes } = await exportPdf(22103, 'EN_US');
    expect(response.headers.get('content-disposition')).toContain('filename="Create a Kubernetes cluster.pdf"');
    for (const text of textsOf(bytes)) {
      expect(text).toContain('Create a Kubernetes cluster');
      expect(text).toContain('Updated: 2026-05-06 10:00:00');
    }
  });

  it('exports the stored document whatever content and time the caller posts', async () => {
    const posted = `> posted by a stranger\n\n${'> a\n\n'.repeat(8000)}`;
    const { doc, response, bytes } = await exportPdf(21104, 'ZH_CN', { content: posted, updateTime: '1999-01-01 00:00:00' });
    expect(response.status).toBe(200);
    for (const text of textsOf(bytes)) {
      expect(text).toContain('本文介绍如何在 10 分钟内创建并登录第一台云主机。');
      expect(text).toContain(doc.updateTime);
      expect(text).not.toContain('posted by a stranger');
      expect(text).not.toContain('1999-01-01');
    }
  });

  it('exports the stored content and time when the page posts them empty', async () => {
    const { doc, bytes } = await exportPdf(21104, 'ZH_CN', { content: '', updateTime: '' });
    const [text] = textsOf(bytes);
    expect(text).toContain(doc.updateTime);
    expect(text).toContain('本文介绍如何在 10 分钟内创建并登录第一台云主机。');
  });

  it('is the binary the client reads for its docPdf call', async () => {
    const doc = await detail(23101, 'ZH_CN');
    const [error, blob] = await callPortal({ baseUrl: ORIGIN, transport: handleCmsRequest, locale: 'ZH_CN' }, 'docPdf', {
      params: { docId: 23101 },
      body: { content: doc.content, updateTime: doc.updateTime },
    });
    expect(error).toBeNull();
    expect(blob?.type).toBe('application/pdf');
  });
});

describe('POST /help-doc/document/pdf/{docId}: failures are envelopes', () => {
  const body = JSON.stringify({ content: '# 标题', updateTime: '2026-01-01 10:00:00', lang: 'ZH_CN' });

  it.each([
    ['an unknown document', 99999],
    ['a draft', 21114],
    ['another draft', 22112],
  ])('%s (%i) is a 404', async (_, docId) => {
    await expectEnvelope(await exportRequest(docId, body), 404, '40400001');
  });

  it('a document id that is not a number is a 400', async () => {
    await expectEnvelope(await exportRequest('abc', body), 400, '40000001');
  });

  it('a body that is not JSON is a 415', async () => {
    await expectEnvelope(await exportRequest(21104, 'content=x', 'text/plain'), 415, '41500001');
  });

  it('a body without content and updateTime is a 400', async () => {
    await expectEnvelope(await exportRequest(21104, JSON.stringify({ lang: 'ZH_CN' })), 400, '40000001');
  });

  it('content over the 400,000 characters of the contract is a 400', async () => {
    const tooLong = JSON.stringify({ content: 'x'.repeat(400_001), updateTime: '', lang: 'ZH_CN' });
    await expectEnvelope(await exportRequest(21104, tooLong), 400, '40000001');
  });
});

describe('POST /help-doc/document/pdf/{docId}: one export in flight per client address', () => {
  afterEach(() => vi.unstubAllEnvs());
  // Enough parallel exports from one address to take every worker and every place in the queue.
  const flood = EXPORT_BUDGET.concurrency + EXPORT_BUDGET.queue;

  it("an address's parallel exports do not refuse another address's export", { timeout: 60_000 }, async () => {
    const floods = Array.from({ length: flood }, () => exportFrom('203.0.113.7'));
    const other = await exportFrom('198.51.100.9');
    const answers = await Promise.all(floods);
    expect(other.status).toBe(200);
    expect(other.headers.get('content-type')).toBe('application/pdf');
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused).toHaveLength(flood - 1);
    for (const answer of refused) {
      expect(answer.status).toBe(429);
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      await expectEnvelope(answer, 429, '42900001');
    }
    // The address's place is given back when its export ends: its next one is set.
    expect((await exportFrom('203.0.113.7')).status).toBe(200);
  });

  it('the 429 says why in the request language', { timeout: 60_000 }, async () => {
    const running = exportFrom('203.0.113.7');
    const refused = await exportFrom('203.0.113.7');
    expect(await refused.json()).toMatchObject({ message: '您所在网络的上一份导出仍在生成，请稍后再试' });
    expect((await running).status).toBe(200);
  });

  it('behind a trusted proxy, clients are told apart by X-Forwarded-For as for the captcha', { timeout: 60_000 }, async () => {
    vi.stubEnv('CMS_TRUSTED_PROXIES', '1');
    const floods = Array.from({ length: flood }, () => exportFrom('127.0.0.1', '203.0.113.7'));
    const other = await exportFrom('127.0.0.1', '198.51.100.9');
    const answers = await Promise.all(floods);
    expect(other.status).toBe(200);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(flood - 1);
  });
});
