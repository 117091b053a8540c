import { spawn } from 'node:child_process';
import net from 'node:net';
import { createClient } from '@redis/client';

/** A loopback port nothing listens on, as the system hands one out. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** A throwaway redis-server on a free loopback port, with a client of the test's own to set it up and pause it. */
export async function startRedisServer() {
  const port = await freePort();
  const server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const exited = new Promise<never>((_, reject) => server.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`))));
  exited.catch(() => undefined);
  const url = `redis://127.0.0.1:${port}`;
  const admin = createClient({ url, socket: { reconnectStrategy: () => 50 } });
  admin.on('error', () => undefined);
  await Promise.race([admin.connect(), exited]);
  return {
    url,
    admin,
    /** Every client's commands wait `ms` (CLIENT PAUSE ALL): Redis takes them and answers none until then. */
    pause: async (ms: number) => void (await admin.sendCommand(['CLIENT', 'PAUSE', String(ms), 'ALL'])),
    stop: async () => {
      admin.destroy();
      server.kill();
    },
  };
}
