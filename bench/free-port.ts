import net from 'node:net';

const tryListen = (port: number): Promise<number | undefined> =>
  new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(undefined));
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : undefined));
    });
  });

/** The preferred loopback port when it is free, else any free one. */
export async function freePort(preferred: number): Promise<number> {
  const port = (await tryListen(preferred)) ?? (await tryListen(0));
  if (port === undefined) throw new Error('no free loopback port');
  return port;
}
