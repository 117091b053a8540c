import { IncomingMessage, Server } from 'node:http';

/** Internal request header holding the socket's peer address; whatever a client sends under this name is dropped. */
export const PEER_ADDRESS_HEADER = 'x-cloud-portal-peer';

const PATCHED = Symbol.for('cloud-portal.peer-address');

/**
 * From now on in this process, every request gets the peer header written from its socket before Next
 * sees it: Next's route handlers get a `Request`, which has no socket, and the CMS's rate limits need one.
 */
export function stampPeerAddress(prototype: typeof Server.prototype = Server.prototype): void {
  if (Reflect.get(prototype, PATCHED)) return;
  const emit = prototype.emit;
  prototype.emit = function (this: Server, event: string | symbol, ...args: unknown[]): boolean {
    const [request] = args;
    if (event === 'request' && request instanceof IncomingMessage) {
      delete request.headers[PEER_ADDRESS_HEADER];
      const address = request.socket.remoteAddress;
      if (address) request.headers[PEER_ADDRESS_HEADER] = address;
    }
    return Boolean(Reflect.apply(emit, this, [event, ...args]));
  };
  Reflect.set(prototype, PATCHED, true);
}

/** The address the hook stamped; none in a process without the hook, where the header could only be the client's own. */
export function peerAddressOf(request: Request): string | undefined {
  if (!Reflect.get(Server.prototype, PATCHED)) return undefined;
  return request.headers.get(PEER_ADDRESS_HEADER) ?? undefined;
}
