import http from 'node:http';

/** An answer: status, body, headers (repeated ones joined with `, `) and set-cookie lines apart. */
export type Sent = { status: number; text: string; headers: Record<string, string>; setCookies: string[]; ms: number };
export type SendOptions = { port: number; host: string; method?: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: string };

/**
 * One HTTP exchange on loopback with the Host header given (Node's fetch would replace it, and its
 * resolver does not know `en.localhost`). Rejects on a connection failure or after 30 s.
 */
export function send({ port, host, method = 'GET', path, headers = {}, body }: SendOptions): Promise<Sent> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method, path, headers: { ...headers, host }, timeout: 30_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const setCookie = response.headers['set-cookie'] ?? [];
        const headers = Object.fromEntries(
          Object.entries(response.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : (value ?? '')]),
        );
        resolve({
          status: response.statusCode ?? 0,
          text: Buffer.concat(chunks).toString('utf8'),
          headers,
          setCookies: setCookie,
          ms: performance.now() - started,
        });
      });
    });
    request.on('timeout', () => request.destroy(new Error(`${method} ${path}: no answer in 30 s`)));
    request.on('error', reject);
    request.end(body);
  });
}
