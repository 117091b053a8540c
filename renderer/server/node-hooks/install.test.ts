import http, { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readEnv } from '../../data/config/env';
import { PEER_ADDRESS_HEADER } from '../../data/request/peer-address';
import { installNodeHooks } from './install';
import { hooksOf } from './server-hook';

const env = readEnv({ NODE_ENV: 'test', SERVER_HEADERS_TIMEOUT_SECONDS: '7', SERVER_REQUEST_TIMEOUT_SECONDS: '11', SERVER_KEEP_ALIVE_SECONDS: '3' });
// This file's worker has its own `node:http`: installing on the real prototypes touches no other test file.
const originalEmit = Server.prototype.emit;
const originalSetHeader = ServerResponse.prototype.setHeader;

/** A request as Node's parser hands it to the server, with a peer header a client forged. */
function forgedRequest(method: string, url: string) {
  const request = new IncomingMessage(new Socket());
  request.method = method;
  request.url = url;
  request.headers = { host: 'localhost', [PEER_ADDRESS_HEADER]: '198.51.100.1' };
  return { request, response: new ServerResponse(request) };
}

describe('installNodeHooks, called twice as a second register() would', () => {
  const seen: IncomingMessage[] = [];
  let server: Server;
  let firstInstall: { emit: Server['emit']; setHeader: ServerResponse['setHeader'] };

  beforeAll(async () => {
    installNodeHooks(env, { trustedProxies: 0 });
    firstInstall = { emit: Server.prototype.emit, setHeader: ServerResponse.prototype.setHeader };
    installNodeHooks(env, { trustedProxies: 0 });
    // Made after the hooks, as Next makes its server after instrumentation.ts has run.
    server = http.createServer((request, response) => {
      seen.push(request);
      response.end('answered');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(resolve));
  });

  it("wraps Server.prototype.emit once: one step from the wrapper reaches Node's own emit", () => {
    expect(Server.prototype.emit).toBe(firstInstall.emit);
    expect(hooksOf(Server.prototype.emit)?.wraps).toBe(originalEmit);
    expect(hooksOf(originalEmit)).toBeUndefined();
    expect([...(hooksOf(Server.prototype.emit)?.steps.keys() ?? [])].sort()).toEqual([
      'malformed-requests',
      'peer-address',
      'response-status',
      'server-settings',
    ]);
  });

  it('patches ServerResponse.prototype.setHeader once', () => {
    expect(ServerResponse.prototype.setHeader).not.toBe(originalSetHeader);
    expect(ServerResponse.prototype.setHeader).toBe(firstInstall.setHeader);
  });

  it('applies the server settings to a server made after the install, at its first connection', async () => {
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('the test server has no port');
    const answer = await fetch(`http://127.0.0.1:${address.port}/`);
    expect(await answer.text()).toBe('answered');
    expect([server.headersTimeout, server.requestTimeout, server.keepAliveTimeout]).toEqual([7_000, 11_000, 3_000]);
  });

  it('refuses a malformed request before the peer stamp runs, and stamps a well-formed one', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refused = forgedRequest('TRACE', '/');
    expect(server.emit('request', refused.request, refused.response)).toBe(true);
    expect(refused.response.statusCode).toBe(405);
    // The peer step would have dropped the forged header (a socket without an address writes none).
    expect(refused.request.headers[PEER_ADDRESS_HEADER]).toBe('198.51.100.1');
    expect(seen).not.toContain(refused.request);

    const passed = forgedRequest('GET', '/product/enterprise-cloud');
    server.emit('request', passed.request, passed.response);
    expect(seen.at(-1)).toBe(passed.request);
    expect(passed.request.headers[PEER_ADDRESS_HEADER]).toBeUndefined();
    vi.restoreAllMocks();
  });
});
