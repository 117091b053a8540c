import http from 'node:http';
import net from 'node:net';
import { NGINX_PORT } from '../../../scripts/cluster/layout';
import { HOSTS } from './http';

/** The attacking machine: another loopback address (Linux routes all of 127/8 to lo), so nginx counts it apart from the visitor on 127.0.0.1. */
export const ATTACKER_ADDRESS = '127.0.0.2';

/** What one part of the attack saw: its answers' first status lines (`closed` when nginx closed without one, `stopped` when the attack did), and how long the connections nginx closed had lived. */
export type Seen = { statuses: Map<string, number>; lifetimesMs: number[] };
const seen = (): Seen => ({ statuses: new Map(), lifetimesMs: [] });
const note = (into: Seen, status: string) => into.statuses.set(status, (into.statuses.get(status) ?? 0) + 1);

/** A raw connection from the attacker that writes `head`, then one byte a second (`trickle`) until nginx closes it. */
function slowConnection(head: string, trickle: string, into: Seen): Promise<void> {
  const opened = performance.now();
  return new Promise((resolve) => {
    let timer: NodeJS.Timeout | undefined;
    const socket = net.connect({ host: '127.0.0.1', port: NGINX_PORT, localAddress: ATTACKER_ADDRESS }, () => {
      socket.write(head);
      timer = setInterval(() => socket.writable && socket.write(trickle), 1_000);
    });
    let status = 'closed';
    socket.once('data', (chunk: Buffer) => (status = chunk.toString('latin1').split('\r\n')[0] ?? 'closed'));
    socket.on('error', () => undefined);
    socket.once('close', () => {
      clearInterval(timer);
      attackSockets.delete(socket);
      const stopped = status === 'closed' && stoppedByUs.has(socket);
      note(into, stopped ? 'stopped' : status);
      if (!stopped) into.lifetimesMs.push(performance.now() - opened);
      resolve();
    });
    attackSockets.add(socket);
  });
}

const attackSockets = new Set<net.Socket>();
const stoppedByUs = new WeakSet<net.Socket>();

/** Keeps `count` connections sending their headers a byte a second until `until`, opening a new one for each nginx cuts. */
export function slowHeaders(count: number, until: number): { seen: Seen; done: Promise<void> } {
  const into = seen();
  const keep = async (): Promise<void> => {
    while (Date.now() < until) await slowConnection(`GET / HTTP/1.1\r\nHost: ${HOSTS.zh}\r\nX-Slow: `, 'a', into);
  };
  return { seen: into, done: Promise.all(Array.from({ length: count }, keep)).then(() => undefined) };
}

/** `count` form posts announcing a 1 MB body and sending it a byte a second. */
export function slowBodies(count: number): { seen: Seen; done: Promise<void> } {
  const into = seen();
  const head = `POST /api/portal/v1/contact HTTP/1.1\r\nHost: ${HOSTS.zh}\r\nContent-Type: application/json\r\nContent-Length: 1000000\r\n\r\n{`;
  return { seen: into, done: Promise.all(Array.from({ length: count }, () => slowConnection(head, ' ', into))).then(() => undefined) };
}

/** `concurrency` kept-alive clients asking, as fast as answers come, for pages nginx has not cached (a fresh query each) and for the API. */
export function requestFlood(concurrency: number, until: number): { seen: Seen; done: Promise<void> } {
  const into = seen();
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency, localAddress: ATTACKER_ADDRESS });
  let sent = 0;
  const ask = (path: string) =>
    new Promise<void>((resolve) => {
      const request = http.get({ host: '127.0.0.1', port: NGINX_PORT, path, agent, headers: { host: HOSTS.zh } }, (response) => {
        note(into, String(response.statusCode));
        response.resume();
        response.on('end', resolve);
        response.on('error', () => resolve());
      });
      request.on('error', () => {
        note(into, 'error');
        resolve();
      });
    });
  const loop = async () => {
    while (Date.now() < until) {
      sent += 1;
      await ask(sent % 2 === 0 ? `/product/enterprise-cloud?flood=${sent}` : `/api/portal/v1/website?lang=ZH_CN&flood=${sent}`);
    }
  };
  return { seen: into, done: Promise.all(Array.from({ length: concurrency }, loop)).then(() => agent.destroy()) };
}

/** Closes whatever the attack still holds open. */
export function stopAttack(): void {
  for (const socket of attackSockets) {
    stoppedByUs.add(socket);
    socket.destroy();
  }
}
