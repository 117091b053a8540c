import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { handleCmsRequest } from '@/cms/handler';
import { REFUSED_BODY_DRAIN } from '@/renderer/data/api/read-limited-body';
import { forwardToPortal } from '@/renderer/server/handlers/forward-to-portal';
import { MAX_EXPORT_BODY_BYTES, MAX_FORM_BODY_BYTES, MAX_QUERY_BODY_BYTES } from '@/schemas/request-limits';

/**
 * With PORTAL_API_URL set, browser calls are relayed to the external CMS. The relay reads no more of a body
 * than the CMS would accept, and refuses a bigger one before anything reaches the CMS.
 */
let upstream: http.Server;
let bodiesReceived: number[] = [];

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    let size = 0;
    req.on('data', (chunk: Buffer) => (size += chunk.length));
    req.on('end', () => {
      bodiesReceived.push(size);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ code: '0', message: 'success', data: { size } }));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const address = upstream.address();
  if (address === null || typeof address === 'string') throw new Error('the stand-in CMS has no port');
  vi.stubEnv('PORTAL_API_URL', `http://127.0.0.1:${address.port}`);
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise((resolve) => upstream.close(resolve));
});

/** A streamed body of `bytes` (no length declared), or an endless one; counts what the relay pulled from it. */
function streamed(bytes: number | 'endless') {
  let pulled = 0;
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (bytes !== 'endless' && pulled >= bytes) return controller.close();
      pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { body, pulled: () => pulled };
}

function post(path: string, body: ReadableStream<Uint8Array> | string): Request {
  // Node needs `duplex` for a streamed body; the DOM typings do not know it, so it goes in as a plain object.
  const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body, duplex: 'half' };
  return new Request(`http://localhost:3000/api/portal/v1${path}`, init);
}

describe('the relay to an external CMS', () => {
  it('passes a body within the limit on whole', async () => {
    bodiesReceived = [];
    const answer = await forwardToPortal(post('/search', JSON.stringify({ keyword: 'x'.repeat(8_000) })), handleCmsRequest);
    expect(answer.status).toBe(200);
    expect(bodiesReceived).toEqual([8_000 + '{"keyword":""}'.length]);
  });

  it.each([
    ['a lead form', '/contact', MAX_FORM_BODY_BYTES],
    ['a document export', '/help-doc/document/pdf/21101', MAX_EXPORT_BODY_BYTES],
    ['a query', '/search', MAX_QUERY_BODY_BYTES],
  ])('refuses %s over its limit with 413 before the CMS sees it, reading past the limit only what it drops before closing', async (_, path, limit) => {
    bodiesReceived = [];
    const source = streamed(300 * 1024 * 1024);
    const answer = await forwardToPortal(post(path, source.body), handleCmsRequest);
    expect(answer.status).toBe(413);
    expect(answer.headers.get('connection')).toBe('close');
    expect(await answer.json()).toMatchObject({ code: '41300001' });
    expect(bodiesReceived).toEqual([]);
    // The rest a client is still sending is dropped, up to a cap, so the refusal is not lost to a reset; never more.
    expect(source.pulled()).toBeLessThan(limit + REFUSED_BODY_DRAIN.maxBytes + 256 * 1024);
  });

  it('stops an endless body too', async () => {
    const answer = await forwardToPortal(post('/search', streamed('endless').body), handleCmsRequest);
    expect(answer.status).toBe(413);
  });
});
