import 'server-only';
import { createClient } from '@redis/client';
import { readChange, type ContentChange } from './content-change';

/** The pub/sub channel every instance listens on (the cache keys' prefix, cache-handler.mjs, is per build; previews span builds). */
export const CHANGES_CHANNEL = 'cloud-portal:content-changes';

/** Longest wait for a connection that is still being made: a change is not held longer than a refresh takes. */
export const READY_WITHIN_MS = 1_000;

export type Relay = {
  publish: (change: ContentChange) => Promise<void>;
  /** Settles once this instance listens on the channel, or after READY_WITHIN_MS; never rejects. */
  listening: () => Promise<void>;
};

/** Offline, commands fail at once instead of queueing; it reconnects by itself. */
const newClient = (url: string) =>
  createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: READY_WITHIN_MS * 5, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000) },
  });
type Client = ReturnType<typeof newClient>;

/** Logs once when Redis goes away and once when it is back. */
function connect(url: string, role: string): Client {
  const client = newClient(url);
  let down = false;
  client.on('error', (error: Error) => {
    if (!down) console.error(`[live-preview] Redis ${role} unreachable: ${error.message}`);
    down = true;
  });
  client.on('ready', () => {
    if (down) console.log(`[live-preview] Redis ${role} is back`);
    down = false;
  });
  client.connect().catch(() => undefined);
  return client;
}

/** Resolves when `client` is ready (at once if it is), rejects after READY_WITHIN_MS. */
function ready(client: Client): Promise<void> {
  if (client.isReady) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const onReady = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      client.off('ready', onReady);
      reject(new Error(`Redis was not ready within ${READY_WITHIN_MS} ms`));
    }, READY_WITHIN_MS);
    client.once('ready', onReady);
  });
}

/**
 * A publisher and a subscriber connection (a subscribed connection can do nothing else). A change published
 * while the connection is still being made waits for it, briefly: the first save after an instance starts counts.
 */
export function connectRelay(url: string, deliver: (change: ContentChange) => void): Relay {
  const publisher = connect(url, 'publisher');
  const subscriber = connect(url, 'subscriber');
  let onSubscribed: () => void = () => undefined;
  const subscribed = new Promise<void>((resolve) => {
    onSubscribed = resolve;
  });
  let isSubscribed = false;
  const hear = (message: string) => {
    const change = readChange(message);
    if (change) deliver(change);
  };
  // Subscribed on the first connection, whenever it comes; node-redis renews the subscription after a reconnect.
  const subscribe = () => {
    if (isSubscribed || !subscriber.isReady) return;
    subscriber.subscribe(CHANGES_CHANNEL, hear).then(
      () => {
        isSubscribed = true;
        onSubscribed();
      },
      () => undefined,
    );
  };
  subscriber.on('ready', subscribe);
  subscribe();
  return {
    publish: async (change) => {
      await ready(publisher);
      await publisher.publish(CHANGES_CHANNEL, JSON.stringify(change));
    },
    listening: () => Promise.race([subscribed, new Promise<void>((resolve) => setTimeout(resolve, READY_WITHIN_MS))]),
  };
}
