/** Internal request header holding the socket's peer address; whatever a client sends under this name is dropped. */
export const PEER_ADDRESS_HEADER = 'x-cloud-portal-peer';

/** Process-wide, as Next loads this file once per bundle: set by the Node hook that writes the header (server/node-hooks). */
const STAMPED = Symbol.for('cloud-portal.peer-address-stamped');

/** Said by the hook once it writes the header on every request this process receives. */
export const markPeerAddressStamped = (): void => void Reflect.set(globalThis, STAMPED, true);

/** The address the hook stamped; none in a process without the hook, where the header could only be the client's own. */
export function peerAddressOf(request: Pick<Request, 'headers'>): string | undefined {
  return Reflect.get(globalThis, STAMPED) === true ? (request.headers.get(PEER_ADDRESS_HEADER) ?? undefined) : undefined;
}
