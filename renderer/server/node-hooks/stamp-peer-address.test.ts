import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PEER_ADDRESS_HEADER, peerAddressOf } from '../../data/request/peer-address';
import { stampPeerAddress } from './stamp-peer-address';

const claimed = (value: string) => new Request('http://localhost/api/portal/v1/picture-code', { headers: { [PEER_ADDRESS_HEADER]: value } });

describe('the peer address', () => {
  // What the route sees: the header as the server left it, echoed back.
  const server = http.createServer((request, response) =>
    response.end(
      JSON.stringify(request.url === '/revalidate' ? (request.headers['x-prerender-revalidate'] ?? null) : (request.headers[PEER_ADDRESS_HEADER] ?? null)),
    ),
  );
  let port = 0;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('the test server has no port');
    port = address.port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  /** Raw header lines, so the same name can go twice in two spellings. */
  const seen = (...lines: string[]) => seenAt('/', ...lines);
  const seenAt = (path: string, ...lines: string[]) =>
    new Promise<unknown>((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port, path, headers: ['Host', 'localhost', ...lines] }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve(JSON.parse(body)));
      });
      request.on('error', reject);
      request.end();
    });

  it("is not read from a request in a process without the hook: the header could be anyone's", () => {
    expect(peerAddressOf(claimed('198.51.100.1'))).toBeUndefined();
  });

  it("is the socket's once the hook is installed, whatever the client sent under that name", async () => {
    stampPeerAddress();
    expect(await seen()).toBe('127.0.0.1');
    expect(await seen('X-Cloud-Portal-Peer', '198.51.100.1', 'x-cloud-portal-peer', '198.51.100.2')).toBe('127.0.0.1');
    expect(peerAddressOf(claimed('127.0.0.1'))).toBe('127.0.0.1');
  });

  it("drops Next's on-demand revalidation header, which would let a client holding the draft-mode cookie's value regenerate a page", async () => {
    stampPeerAddress();
    expect(await seenAt('/revalidate', 'x-prerender-revalidate', 'build-preview-id', 'x-prerender-revalidate-if-generated', '1')).toBeNull();
  });
});
