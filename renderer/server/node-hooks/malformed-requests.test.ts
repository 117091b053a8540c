import http from 'node:http';
import net from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { originFormOf, refuseMalformedRequests, refusalOf } from './malformed-requests';

/** Line breaks of any reader: ASCII ones, NEL and the other C1 controls, U+2028 and U+2029. */
const LINE_BREAKS = /[\n\r\u0080-\u009f\u2028\u2029]/;

describe('refusalOf', () => {
  it.each([
    ['GET', '/product/enterprise-cloud?x=1'],
    ['HEAD', '/'],
    ['POST', '/api/portal/v1/contact'],
    ['GET', '/search?keyword=%E5%AD%98%E5%82%A8'],
    ['GET', '/search?keyword=a%0Ab'],
    ['GET', '/_next/image?url=%2Fimages%2Flogo.svg&w=64&q=75'],
  ])('lets %s %s through', (method, url) => {
    expect(refusalOf({ method, url, headers: {} })).toBeUndefined();
  });

  it.each([
    ['TRACE', '/', 405],
    ['CONNECT', '/', 405],
    ['PROPFIND', '/', 405],
    ['GET', '*', 400],
    ['GET', 'evil.example', 400],
    ['GET', '/product/%ff', 400],
    ['GET', '/search?keyword=%E5%AD', 400],
    ['GET', '/a%0aforged', 400],
    ['GET', '/a%C2%85forged', 400],
    ['GET', '/_next/image?url=/x%0a[error] forged line', 400],
    ['GET', '/_next/image?url=/x%E2%80%A8[cms] POST /api failed', 400],
    ['GET', '/_next/image?url=/x%E2%80%A9[cms] POST /api failed', 400],
    ['GET', '/_next/image?url=/x%C2%85[cms] POST /api failed', 400],
  ])('refuses %s %s with %i', (method, url, status) => {
    expect(refusalOf({ method, url, headers: {} })?.status).toBe(status);
  });

  it('refuses a Server Action call: the site has none', () => {
    expect(refusalOf({ method: 'POST', url: '/', headers: { 'next-action': 'abc' } })?.status).toBe(400);
  });
});

describe('originFormOf', () => {
  it.each([
    ['http://evil.example/', '/'],
    ['https://evil.example/product/a?x=1', '/product/a?x=1'],
    ['HTTP://evil.example', '/'],
    ['/product/a', '/product/a'],
    ['*', '*'],
    ['mailto:someone@evil.example', 'mailto:someone@evil.example'],
  ])('makes %s %s', (url, origin) => {
    expect(originFormOf(url)).toBe(origin);
  });
});

describe('refuseMalformedRequests', () => {
  class GuardedServer extends http.Server {}
  const server = new GuardedServer((request, response) => response.end(`reached the site at ${request.url}`));
  let port = 0;

  beforeAll(async () => {
    refuseMalformedRequests(GuardedServer.prototype);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('the test server has no port');
    port = address.port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  afterEach(() => vi.restoreAllMocks());

  /** One request written byte for byte (curl and Node's client would fix these up), the whole answer read until the server closes. */
  const raw = (requestLine: string, ...headerLines: (string | Buffer)[]) =>
    new Promise<{ status: number; head: string; body: string }>((resolve, reject) => {
      const socket = net.connect({ host: '127.0.0.1', port });
      const lines = [requestLine, 'Host: localhost', ...headerLines, 'Connection: close', '', ''];
      const bytes = lines.map((line) => (typeof line === 'string' ? Buffer.from(line, 'latin1') : line));
      socket.end(Buffer.concat(bytes.flatMap((line, at) => (at === 0 ? [line] : [Buffer.from('\r\n'), line]))));
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('error', reject);
      socket.on('close', () => {
        const [head = '', body = ''] = Buffer.concat(chunks).toString('latin1').split('\r\n\r\n');
        resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head: head.toLowerCase(), body });
      });
    });
  const warnings = () => vi.mocked(console.warn).mock.calls.map(([line]) => String(line));

  it('answers TRACE and an undecodable address itself, with the security headers and one escaped log line', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const trace = await raw('TRACE / HTTP/1.1');
    expect(trace.status).toBe(405);
    expect(trace.head).toMatch(/^allow: .*get/m);
    const malformed = await raw('GET /product/%ff HTTP/1.1');
    expect(malformed.status).toBe(400);
    for (const answer of [trace, malformed]) {
      expect(answer.head).toMatch(/^x-content-type-options: nosniff$/m);
      expect(answer.head).toMatch(/^content-security-policy: default-src 'none'/m);
    }
    await raw('GET /_next/image?url=/x%0a[error]%20forged HTTP/1.1');
    expect(warnings()).toHaveLength(3);
    for (const line of warnings()) expect(line).not.toMatch(LINE_BREAKS);
  });

  it('refuses lines forged with Unicode line breaks in the image address and in a Next-Action header, and logs them escaped', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const forged = '[cms] POST /api/portal/v1/contact failed: forged';
    for (const encoded of ['%E2%80%A8', '%E2%80%A9', '%C2%85']) {
      expect((await raw(`GET /_next/image?url=/x${encoded}${encodeURIComponent(forged)}&w=64&q=75 HTTP/1.1`)).status).toBe(400);
    }
    // Node reads header bytes as latin1: 0x85 is NEL (its parser refuses such bytes in the target itself).
    const action = await raw(
      'POST / HTTP/1.1',
      Buffer.concat([Buffer.from('Next-Action: abc'), Buffer.from([0x85]), Buffer.from(forged)]),
      'Content-Length: 0',
    );
    expect(action.status).toBe(400);
    expect(action.head).toMatch(/^x-content-type-options: nosniff$/m);
    expect(warnings()).toHaveLength(4);
    for (const line of warnings()) expect(line).not.toMatch(LINE_BREAKS);
  });

  it('refuses an asterisk-form GET with the security headers and answers OPTIONS * for the whole server', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const asterisk = await raw('GET * HTTP/1.1');
    expect(asterisk.status).toBe(400);
    expect(asterisk.head).toMatch(/^x-content-type-options: nosniff$/m);
    expect(warnings()).toEqual(['[http] 400 the target is not a path: "GET" "*"']);
    const options = await raw('OPTIONS * HTTP/1.1');
    expect(options.status).toBe(204);
    expect(options.head).toMatch(/^allow: get, head, post, options$/m);
    expect(options.head).toMatch(/^x-content-type-options: nosniff$/m);
  });

  it('hands an absolute-form target on as its path, whatever authority it names', async () => {
    const absolute = await raw('GET http://evil.example/ HTTP/1.1');
    expect(absolute.body).toBe('reached the site at /');
    expect((await raw('GET https://evil.example/product/a?x=1 HTTP/1.1')).body).toBe('reached the site at /product/a?x=1');
  });

  it('passes every other request on', async () => {
    expect((await raw('GET /product/enterprise-cloud HTTP/1.1')).body).toBe('reached the site at /product/enterprise-cloud');
  });
});
