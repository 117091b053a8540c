import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyServerSettings, serverSettingsOf, type ServerSettings } from './server-settings';

const ENV = { SERVER_HEADERS_TIMEOUT_SECONDS: 20, SERVER_REQUEST_TIMEOUT_SECONDS: 120, SERVER_KEEP_ALIVE_SECONDS: 5, SERVER_CONNECTIONS_PER_ADDRESS: 256 };

describe('serverSettingsOf', () => {
  it('counts every address of a directly exposed server, loopback included', () => {
    const { counts, headersTimeoutMs, requestTimeoutMs } = serverSettingsOf(ENV, 0);
    expect([counts('127.0.0.1'), counts('::1'), counts('203.0.113.7')]).toEqual([true, true, true]);
    expect([headersTimeoutMs, requestTimeoutMs]).toEqual([20_000, 120_000]);
  });

  it('does not count the proxy on loopback behind CMS_TRUSTED_PROXIES, but still an outside address', () => {
    const { counts } = serverSettingsOf(ENV, 1);
    expect([counts('127.0.0.1'), counts('::ffff:127.0.0.1'), counts('::1'), counts('203.0.113.7')]).toEqual([false, false, false, true]);
  });
});

/** A server of its own class with `settings` applied, answering each request once its body is in. */
function serve(settings: ServerSettings) {
  class SettledServer extends http.Server {}
  applyServerSettings(settings, SettledServer.prototype);
  const server = new SettledServer((request, response) => {
    request.resume();
    request.on('end', () => response.end('answered'));
  });
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('the test server has no port');
    port = address.port;
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(resolve));
  });
  return { server, port: () => port };
}

type Client = { socket: net.Socket; firstAnswer: Promise<string>; closed: Promise<number> };

/** A raw connection from `localAddress` (Linux routes all of 127/8 to loopback) that writes `head`; its first status line and when it closed. */
function connect(port: number, localAddress: string, head: string): Client {
  const opened = performance.now();
  const socket = net.connect({ host: '127.0.0.1', port, localAddress }, () => socket.write(head));
  socket.on('error', () => undefined);
  const firstAnswer = new Promise<string>((resolve) => {
    socket.once('data', (chunk: Buffer) => resolve(chunk.toString('latin1').split('\r\n')[0] ?? ''));
    socket.once('close', () => resolve('closed'));
  });
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(performance.now() - opened)));
  return { socket, firstAnswer, closed };
}

/** Writes a byte every 100 ms until the server closes the connection. */
function dribble(socket: net.Socket): void {
  const timer = setInterval(() => (socket.writable ? socket.write('a') : clearInterval(timer)), 100);
  socket.once('close', () => clearInterval(timer));
}

const GET = 'GET / HTTP/1.1\r\nHost: localhost\r\n\r\n';

describe('a slow client', () => {
  const site = serve({ headersTimeoutMs: 1_000, requestTimeoutMs: 2_000, keepAliveTimeoutMs: 4_000, connectionsPerAddress: 0, counts: () => true });

  it('sending its headers a byte at a time is cut at the headers timeout (Node: 60 s, checked every 30 s)', { timeout: 20_000 }, async () => {
    const client = connect(site.port(), '127.0.0.1', 'GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    dribble(client.socket);
    expect(await client.firstAnswer).toBe('HTTP/1.1 408 Request Timeout');
    const after = await client.closed;
    expect(after).toBeGreaterThanOrEqual(900);
    // The timeout plus Node's check interval of 1 s, and a generous margin for a busy machine.
    expect(after).toBeLessThan(8_000);
  });

  it('sending its body a byte at a time is cut at the request timeout (Node: 300 s)', { timeout: 20_000 }, async () => {
    const client = connect(site.port(), '127.0.0.1', 'POST / HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nContent-Length: 100000\r\n\r\n');
    dribble(client.socket);
    expect(await client.firstAnswer).toBe('HTTP/1.1 408 Request Timeout');
    const after = await client.closed;
    expect(after).toBeGreaterThanOrEqual(1_900);
    expect(after).toBeLessThan(10_000);
  });

  it('is not one that sends its request at once', async () => {
    const client = connect(site.port(), '127.0.0.1', GET);
    expect(await client.firstAnswer).toBe('HTTP/1.1 200 OK');
    expect(site.server.keepAliveTimeout).toBe(4_000);
    client.socket.destroy();
  });
});

describe('the connections of one address', () => {
  const CAP = 3;
  const exposed = serve({ headersTimeoutMs: 10_000, requestTimeoutMs: 10_000, keepAliveTimeoutMs: 10_000, connectionsPerAddress: CAP, counts: () => true });

  it('on a directly exposed server, stop at the cap for that address and not for another; one closed makes room', { timeout: 20_000 }, async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const held = Array.from({ length: CAP }, () => connect(exposed.port(), '127.0.0.2', GET));
    // Each answered and kept alive: all of them are open on the server.
    expect(await Promise.all(held.map((client) => client.firstAnswer))).toEqual(Array(CAP).fill('HTTP/1.1 200 OK'));
    const over = connect(exposed.port(), '127.0.0.2', GET);
    expect(await over.firstAnswer).toBe('HTTP/1.1 503 Service Unavailable');
    await over.closed;
    const other = connect(exposed.port(), '127.0.0.1', GET);
    expect(await other.firstAnswer, "another address's connection").toBe('HTTP/1.1 200 OK');
    expect(warn.mock.calls).toEqual([[`[http] 127.0.0.2 holds ${CAP} connections, the cap: refusing more until some close`]]);

    held[0]?.socket.destroy();
    await held[0]?.closed;
    await expect.poll(async () => connect(exposed.port(), '127.0.0.2', GET).firstAnswer, { timeout: 5_000 }).toBe('HTTP/1.1 200 OK');
    for (const client of [...held, other]) client.socket.destroy();
    warn.mockRestore();
  });

  const proxied = serve({ ...serverSettingsOf({ ...ENV, SERVER_CONNECTIONS_PER_ADDRESS: CAP }, 1), keepAliveTimeoutMs: 10_000 });

  it('from the trusted proxy on loopback are not capped', async () => {
    const clients = Array.from({ length: CAP + 2 }, () => connect(proxied.port(), '127.0.0.1', GET));
    expect(await Promise.all(clients.map((client) => client.firstAnswer))).toEqual(Array(CAP + 2).fill('HTTP/1.1 200 OK'));
    for (const client of clients) client.socket.destroy();
  });
});
