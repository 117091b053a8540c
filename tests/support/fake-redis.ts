import net from 'node:net';

/**
 * A stand-in Redis on a free loopback port: `onConnection` gets each socket. Returns its URL and a close that
 * ends every connection, for tests that make Redis stall in one way or another.
 */
export async function fakeRedis(onConnection: (socket: net.Socket) => void): Promise<{ url: string; close: () => void }> {
  const sockets: net.Socket[] = [];
  const server = net.createServer((socket) => {
    sockets.push(socket);
    onConnection(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('no address');
  const close = () => {
    for (const socket of sockets) socket.destroy();
    server.close();
  };
  return { url: `redis://127.0.0.1:${address.port}`, close };
}
