import http from 'node:http';
import zlib from 'node:zlib';
import { listenOnLoopback } from './loopback-server';
import { NEXT_GZIP_LEVEL } from './nginx';
import type { Started } from './processes';

/**
 * A page's HTML with none of Next's scripts: no `<script src>` and no script preload under `/_next/`, so the
 * browser loads, styles, lays out and paints the server markup and never starts the framework. The inline
 * payload scripts stay: they are part of the document as shipped, and without the runtime they only fill
 * an array.
 */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*\bsrc="\/_next\/[^"]*"[^>]*><\/script>/g, '')
    .replace(/<link\b[^>]*\bas="script"[^>]*\bhref="\/_next\/[^"]*"[^>]*\/?>/g, '')
    .replace(/<link\b[^>]*\bhref="\/_next\/[^"]*"[^>]*\bas="script"[^>]*\/?>/g, '');
}

type Upstream = { address: string; port: number };

/** Answers a request by asking the upstream server for the same path with the same headers (Host included). */
function forward(upstream: Upstream, request: http.IncomingMessage, reply: (answer: http.IncomingMessage) => void, fail: (error: Error) => void) {
  const outbound = http.request({ host: upstream.address, port: upstream.port, path: request.url, method: request.method, headers: request.headers }, reply);
  outbound.on('error', fail);
  request.pipe(outbound);
}

/** A body as the upstream sent it, decoded from the compression Next applies. */
function decoded(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'gzip') return zlib.gunzipSync(body);
  if (encoding === 'br') return zlib.brotliDecompressSync(body);
  if (encoding === 'deflate') return zlib.inflateSync(body);
  return body;
}

/**
 * A loopback proxy in front of a Next server that serves every HTML page without its scripts
 * (`withoutScripts`) and everything else as it is, compressed as Next sent it: the floor a page's own
 * markup and styles set, for the phone floors bench. HTML is gzipped again when the browser asks.
 */
export function startScriptFreeProxy(name: string, upstream: Upstream, port: number): Promise<Started> {
  const server = http.createServer((request, response) => {
    forward(
      upstream,
      request,
      (answer) => {
        const type = answer.headers['content-type'] ?? '';
        if (!type.includes('text/html')) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const html = withoutScripts(decoded(Buffer.concat(chunks), answer.headers['content-encoding']).toString('utf8'));
          const headers = { ...answer.headers };
          delete headers['content-length'];
          delete headers['transfer-encoding'];
          delete headers['content-encoding'];
          const gzip = String(request.headers['accept-encoding'] ?? '').includes('gzip');
          const body = gzip ? zlib.gzipSync(html, { level: NEXT_GZIP_LEVEL }) : Buffer.from(html);
          response.writeHead(answer.statusCode ?? 502, gzip ? { ...headers, 'content-encoding': 'gzip' } : headers);
          response.end(body);
        });
      },
      (error) => {
        response.writeHead(502, { 'content-type': 'text/plain' });
        response.end(`${name}: ${error.message}`);
      },
    );
  });
  return listenOnLoopback(name, server, port);
}
