import http from 'node:http';
import zlib from 'node:zlib';
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

/** Answers a request by asking the upstream server for the same path with the same Host, without compression. */
function forward(upstream: Upstream, request: http.IncomingMessage, reply: (answer: http.IncomingMessage) => void, fail: (error: Error) => void) {
  const headers = { ...request.headers };
  delete headers['accept-encoding'];
  const outbound = http.request({ host: upstream.address, port: upstream.port, path: request.url, method: request.method, headers }, reply);
  outbound.on('error', fail);
  request.pipe(outbound);
}

/**
 * A loopback proxy in front of a Next server that serves every HTML page without its scripts
 * (`withoutScripts`) and everything else as it is: the floor a page's own markup and styles set, for
 * the phone floors bench. HTML is gzipped when the browser asks, as Next would send it.
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
          const html = withoutScripts(Buffer.concat(chunks).toString('utf8'));
          const headers = { ...answer.headers };
          delete headers['content-length'];
          delete headers['transfer-encoding'];
          const gzip = String(request.headers['accept-encoding'] ?? '').includes('gzip');
          const body = gzip ? zlib.gzipSync(html, { level: 6 }) : Buffer.from(html);
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
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const listening = typeof address === 'object' && address ? address.port : port;
      resolve({ name, address: '127.0.0.1', port: listening, stop: () => new Promise<void>((done) => server.close(() => done())) });
    });
  });
}
