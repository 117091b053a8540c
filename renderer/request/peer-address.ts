import type { Server } from 'node:http';
import { hookRequests, isHooked } from './request-hook';

/** Internal request header holding the socket's peer address; whatever a client sends under this name is dropped. */
export const PEER_ADDRESS_HEADER = 'x-cloud-portal-peer';

const HOOK = 'peer-address';

/** Next's own on-demand revalidation header (pages router `res.revalidate`, which this site does not use): no client may send it. */
const NEXT_INTERNAL_HEADERS = ['x-prerender-revalidate', 'x-prerender-revalidate-if-generated'];

/**
 * From now on in this process, every request gets the peer header written from its socket before Next
 * sees it: Next's route handlers get a `Request`, which has no socket, and the CMS's rate limits need one.
 */
export function stampPeerAddress(prototype?: typeof Server.prototype): void {
  hookRequests(
    HOOK,
    (request) => {
      delete request.headers[PEER_ADDRESS_HEADER];
      for (const name of NEXT_INTERNAL_HEADERS) delete request.headers[name];
      const address = request.socket.remoteAddress;
      if (address) request.headers[PEER_ADDRESS_HEADER] = address;
      return false;
    },
    prototype,
  );
}

/** The address the hook stamped; none in a process without the hook, where the header could only be the client's own. */
export function peerAddressOf(request: Pick<Request, 'headers'>): string | undefined {
  return isHooked(HOOK) ? (request.headers.get(PEER_ADDRESS_HEADER) ?? undefined) : undefined;
}
