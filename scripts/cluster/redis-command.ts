import net from 'node:net';
import { REDIS_PORT } from './layout';

/** One command to the cluster's Redis over its wire protocol; resolves with the raw reply. */
export function redisCommand(...args: string[]): Promise<string> {
  const request = `*${args.length}\r\n${args.map((arg) => `$${Buffer.byteLength(arg)}\r\n${arg}\r\n`).join('')}`;
  return new Promise((resolve, reject) => {
    const socket = net.connect(REDIS_PORT, '127.0.0.1', () => socket.write(request));
    socket.once('data', (reply) => {
      socket.end();
      resolve(reply.toString('utf8'));
    });
    socket.once('error', reject);
  });
}
