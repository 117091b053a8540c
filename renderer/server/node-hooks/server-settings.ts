import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Env } from '../../data/config/env';
import { hookServers } from './server-hook';

/** How long a client may take over a request, and how many connections one address may hold open. */
export type ServerSettings = {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  /** 0: no cap. */
  connectionsPerAddress: number;
  /** Whether a peer's connections count against the cap: a trusted proxy's do not. */
  counts: (address: string) => boolean;
};

type ServerEnv = Pick<
  Env,
  'SERVER_HEADERS_TIMEOUT_SECONDS' | 'SERVER_REQUEST_TIMEOUT_SECONDS' | 'SERVER_KEEP_ALIVE_SECONDS' | 'SERVER_CONNECTIONS_PER_ADDRESS'
>;

const LOOPBACK = /^(?:127\.|::1$|::ffff:127\.)/;
/** Node checks both timeouts on an interval, 30 s unless told: a 20 s limit would hold for up to 50 s. */
const CHECK_INTERVAL_MS = 1_000;
/** What an address over the cap is told before its connection is closed: a browser behind a crowded NAT shows it. */
const BUSY = 'HTTP/1.1 503 Service Unavailable\r\nRetry-After: 10\r\nConnection: close\r\nContent-Length: 0\r\n\r\n';

/** The settings from the environment; `trustedProxies` > 0 says loopback peers are the proxy (CMS_TRUSTED_PROXIES). */
export function serverSettingsOf(env: ServerEnv, trustedProxies: number): ServerSettings {
  return {
    headersTimeoutMs: env.SERVER_HEADERS_TIMEOUT_SECONDS * 1000,
    requestTimeoutMs: env.SERVER_REQUEST_TIMEOUT_SECONDS * 1000,
    keepAliveTimeoutMs: env.SERVER_KEEP_ALIVE_SECONDS * 1000,
    connectionsPerAddress: env.SERVER_CONNECTIONS_PER_ADDRESS,
    // Behind nginx on this machine every connection comes from it, and nginx limits per client.
    counts: (address) => trustedProxies === 0 || !LOOPBACK.test(address),
  };
}

function applyTimeouts(server: Server, settings: ServerSettings): void {
  server.headersTimeout = settings.headersTimeoutMs;
  server.requestTimeout = settings.requestTimeoutMs;
  server.keepAliveTimeout = settings.keepAliveTimeoutMs;
  Reflect.set(server, 'connectionsCheckingInterval', CHECK_INTERVAL_MS);
  // Node starts its check when the server starts listening, which was before this hook saw it; its own listener restarts it.
  for (const listener of server.listeners('listening')) if (listener.name === 'setupConnectionsTracking') Reflect.apply(listener, server, []);
}

type Held = { open: number; refused: boolean };

/** Counts the socket against its address; false (and the socket closed) when the address already holds the cap. */
function admit(socket: Socket, held: Map<string, Held>, settings: ServerSettings): boolean {
  const address = socket.remoteAddress;
  if (!address || settings.connectionsPerAddress === 0 || !settings.counts(address)) return true;
  const entry = held.get(address) ?? { open: 0, refused: false };
  if (entry.open >= settings.connectionsPerAddress) {
    // Once per episode: a flood must not become a flood of log lines.
    if (!entry.refused) console.warn(`[http] ${address} holds ${entry.open} connections, the cap: refusing more until some close`);
    entry.refused = true;
    socket.end(BUSY, () => socket.destroy());
    return false;
  }
  entry.open += 1;
  held.set(address, entry);
  socket.once('close', () => {
    entry.open -= 1;
    if (entry.open === 0) held.delete(address);
  });
  return true;
}

/**
 * From now on in this process, the `prototype`'s servers (Next's) cut clients that send their headers or
 * their request too slowly, close idle kept-alive connections, and refuse an address more open connections
 * than the cap: Node's defaults let one machine hold thousands of slow connections for minutes each.
 */
export function applyServerSettings(settings: ServerSettings, prototype?: typeof Server.prototype): void {
  const held = new WeakMap<Server, Map<string, Held>>();
  hookServers(
    'server-settings',
    {
      connection: (server, socket) => {
        let addresses = held.get(server);
        if (!addresses) {
          // The server was made and started before this process's hooks ran: its first connection is the first sight of it.
          applyTimeouts(server, settings);
          addresses = new Map();
          held.set(server, addresses);
        }
        return !admit(socket, addresses, settings);
      },
    },
    prototype,
  );
}
