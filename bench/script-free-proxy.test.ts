import http from 'node:http';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { httpGet } from './http-get';
import { listenOnLoopback } from './loopback-server';
import type { Started } from './processes';
import { startScriptFreeProxy, withoutScripts } from './script-free-proxy';

const page = [
  '<!DOCTYPE html><html><head>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js"/>',
  '<script src="/_next/static/chunks/c.js" async=""></script>',
  '<script src="/_next/static/chunks/d.js" noModule=""></script>',
  '<script>try{document.documentElement.dataset.k=1}catch(e){}</script>',
  '</head><body><p>text</p>',
  '<script src="https://chat.example/widget.js"></script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '</body></html>',
].join('');

describe('withoutScripts', () => {
  it("drops Next's script files and their preloads, keeps styles, inline scripts and other origins' scripts", () => {
    const stripped = withoutScripts(page);
    expect(stripped).not.toMatch(/_next\/static\/chunks\/[bcd]\.js/);
    expect(stripped).toContain('href="/_next/static/chunks/a.css"');
    expect(stripped).toContain('<script>try{document.documentElement.dataset.k=1}catch(e){}</script>');
    expect(stripped).toContain('self.__next_f');
    expect(stripped).toContain('https://chat.example/widget.js');
    expect(stripped).toContain('<p>text</p>');
  });
});

describe('startScriptFreeProxy', () => {
  const started: Started[] = [];
  afterEach(async () => {
    for (const server of started.splice(0)) await server.stop();
  });

  const upstream = (hosts: string[]) =>
    listenOnLoopback(
      'upstream',
      http.createServer((request, response) => {
        hosts.push(request.headers.host ?? '');
        const gzip = String(request.headers['accept-encoding'] ?? '').includes('gzip');
        const body = request.url === '/' ? page : '<script src="/_next/x.js"></script>';
        const type = request.url === '/' ? 'text/html; charset=utf-8' : 'application/javascript';
        if (gzip) response.writeHead(200, { 'content-type': type, 'content-encoding': 'gzip' }).end(zlib.gzipSync(body));
        else response.writeHead(200, { 'content-type': type }).end(body);
      }),
      0,
    );

  it("serves the upstream's HTML without scripts, under the visitor's Host, gzipped when asked", async () => {
    const hosts: string[] = [];
    const site = await upstream(hosts);
    started.push(site);
    const proxy = await startScriptFreeProxy('floor', site, 0);
    started.push(proxy);

    const plain = await httpGet({ address: proxy.address, port: proxy.port, path: '/', host: 'en.localhost:3000' });
    expect(plain.body).toBe(withoutScripts(page));
    expect(hosts).toEqual(['en.localhost:3000']);

    const zipped = await httpGet({ address: proxy.address, port: proxy.port, path: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.body).toBe(withoutScripts(page));
  });

  it('passes every other file through unchanged, compressed as the upstream sent it', async () => {
    const site = await upstream([]);
    started.push(site);
    const proxy = await startScriptFreeProxy('floor', site, 0);
    started.push(proxy);
    const script = await httpGet({ address: proxy.address, port: proxy.port, path: '/_next/x.js', headers: { 'accept-encoding': 'gzip' } });
    expect(script.headers['content-encoding']).toBe('gzip');
    expect(script.body).toBe('<script src="/_next/x.js"></script>');
  });
});
