import type http from 'node:http';
import type { Started } from './processes';

/** An in-process HTTP server listening on 127.0.0.1 (`port` 0: one the system hands out), stopped like the bench's processes. */
export function listenOnLoopback(name: string, server: http.Server, port: number): Promise<Started> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const listening = typeof address === 'object' && address ? address.port : port;
      resolve({ name, address: '127.0.0.1', port: listening, stop: () => new Promise<void>((done) => server.close(() => done())) });
    });
  });
}
