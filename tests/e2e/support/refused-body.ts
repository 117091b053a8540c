import net from 'node:net';

export type RefusedBody = { statuses: string[]; connection: string | undefined; closedAfterMs: number; error: string | undefined };

/**
 * Sends a `megabytes` chunked JSON body to `path` on a kept-alive connection, then asks for another
 * request on the same connection, and reports what came back: the statuses, the first answer's
 * Connection header, and when (and how) the server ended the connection.
 */
export function postRefusedBody(port: number, path: string, megabytes: number): Promise<RefusedBody> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const started = Date.now();
    let received = '';
    let error: string | undefined;
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
    });
    socket.on('error', (failure: NodeJS.ErrnoException) => {
      error = failure.code ?? failure.message;
    });
    socket.on('close', () =>
      resolve({
        statuses: [...received.matchAll(/^HTTP\/1\.1 (\d{3})/gm)].map((match) => match[1] ?? ''),
        connection: /^connection: *(.*?)\r$/im.exec(received)?.[1],
        closedAfterMs: Date.now() - started,
        error,
      }),
    );
    // Whatever happens, the report comes within 15 s.
    socket.setTimeout(15_000, () => socket.destroy());
    socket.on('connect', () => {
      socket.write(`POST ${path} HTTP/1.1\r\nHost: localhost:${port}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`);
      const chunk = Buffer.alloc(64 * 1024, 'a');
      let sent = 0;
      const pump = (): void => {
        while (sent < megabytes * 1024 * 1024) {
          sent += chunk.length;
          socket.write(`${chunk.length.toString(16)}\r\n`);
          socket.write(chunk);
          if (!socket.write('\r\n')) {
            socket.once('drain', pump);
            return;
          }
        }
        socket.write('0\r\n\r\n');
        socket.write(`GET /images/logo.svg HTTP/1.1\r\nHost: localhost:${port}\r\n\r\n`);
      };
      pump();
    });
  });
}
