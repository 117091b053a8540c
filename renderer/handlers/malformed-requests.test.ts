import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { refuseMalformedRequests, refusalOf } from './malformed-requests';

describe('refusalOf', () => {
  it.each([
    ['GET', '/product/enterprise-cloud?x=1'],
    ['HEAD', '/'],
    ['POST', '/api/portal/v1/contact'],
    ['GET', '/search?keyword=%E5%AD%98%E5%82%A8'],
    ['GET', '/search?keyword=a%0Ab'],
    ['GET', '/_next/image?url=%2Fimages%2Flogo.svg&w=64&q=75'],
  ])('lets %s %s through', (method, url) => {
    expect(refusalOf(method, url)).toBeUndefined();
  });

  it.each([
    ['TRACE', '/', 405],
    ['CONNECT', '/', 405],
    ['PROPFIND', '/', 405],
    ['GET', '/product/%ff', 400],
    ['GET', '/search?keyword=%E5%AD', 400],
    ['GET', '/a%0aforged', 400],
    ['GET', '/_next/image?url=/x%0a[error] forged line', 400],
  ])('refuses %s %s with %i', (method, url, status) => {
    expect(refusalOf(method, url)?.status).toBe(status);
  });
});

describe('refuseMalformedRequests', () => {
  class GuardedServer extends http.Server {}
  const server = new GuardedServer((_request, response) => response.end('reached the site'));
  let port = 0;

  beforeAll(async () => {
    refuseMalformedRequests(GuardedServer.prototype);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('the test server has no port');
    port = address.port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const ask = (method: string, path: string) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port, method, path }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      });
      request.on('error', reject);
      request.end();
    });

  it('answers TRACE and an undecodable address itself, with the security headers and one escaped log line', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const trace = await ask('TRACE', '/');
    expect(trace.status).toBe(405);
    expect(trace.headers.allow).toContain('GET');
    const malformed = await ask('GET', '/product/%ff');
    expect(malformed.status).toBe(400);
    for (const answer of [trace, malformed]) {
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
    }
    await ask('GET', '/_next/image?url=/x%0a[error]%20forged');
    const lines = warn.mock.calls.map(([line]) => String(line));
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line).not.toMatch(/[\r\n]/);
    warn.mockRestore();
  });

  it('passes every other request on', async () => {
    expect((await ask('GET', '/product/enterprise-cloud')).body).toBe('reached the site');
  });
});
