import http from 'node:http';
import { gunzipSync } from 'node:zlib';

export type HttpAnswer = { status: number; headers: http.IncomingHttpHeaders; body: string };

type GetOptions = { port: number; path: string; host?: string; headers?: Record<string, string>; address?: string };

/**
 * One GET over loopback with an explicit Host header (fetch does not let us set it), body as text.
 * Redirects are not followed: the caller wants to see them.
 */
export function httpGet({ port, path, host, headers = {}, address = 'localhost' }: GetOptions): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: address, port, path, headers: { ...(host ? { host } : {}), ...headers }, timeout: 60_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const raw = Buffer.concat(chunks);
        const body = response.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: body.toString('utf8') });
      });
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`GET ${path} timed out`)));
    request.on('error', reject);
  });
}
