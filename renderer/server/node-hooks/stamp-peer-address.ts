import type { Server } from 'node:http';
import { markPeerAddressStamped, PEER_ADDRESS_HEADER } from '../../data/request/peer-address';
import { hookServers } from './server-hook';

/** Next's own on-demand revalidation header (pages router `res.revalidate`, which this site does not use): no client may send it. */
const NEXT_INTERNAL_HEADERS = ['x-prerender-revalidate', 'x-prerender-revalidate-if-generated'];

/**
 * From now on in this process, every request gets the peer header written from its socket before Next
 * sees it: Next's route handlers get a `Request`, which has no socket, and the CMS's rate limits need one.
 */
export function stampPeerAddress(prototype?: typeof Server.prototype): void {
  hookServers(
    'peer-address',
    {
      request: (request) => {
        delete request.headers[PEER_ADDRESS_HEADER];
        for (const name of NEXT_INTERNAL_HEADERS) delete request.headers[name];
        const address = request.socket.remoteAddress;
        if (address) request.headers[PEER_ADDRESS_HEADER] = address;
        return false;
      },
    },
    prototype,
  );
  markPeerAddressStamped();
}
