import 'server-only';
import { createClient } from '@redis/client';
import { readChange, readMessage, type ContentChange } from './content-change';
import { pageTagsSchema, type PageTags } from './page-tags';

/** The pub/sub channels every instance listens on (the cache keys' prefix, cache-handler.mjs, is per build; previews span builds). */
export const CHANGES_CHANNEL = 'cloud-portal:content-changes';
export const PAGE_TAGS_CHANNEL = 'cloud-portal:preview-page-tags';

/** Longest wait for a connection that is still being made: a change is not held longer than a refresh takes. */
export const READY_WITHIN_MS = 1_000;

export type Relay = {
  publish: (change: ContentChange) => Promise<void>;
  publishPageTags: (page: PageTags) => Promise<void>;
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
 * `command`, or a rejection once it has gone READY_WITHIN_MS unanswered: node-redis times a command out only
 * while it waits to be written, and a Redis that took it and stalls would hold the save that sent it for ever.
 */
function answeredInTime<T>(command: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${READY_WITHIN_MS} ms`)), READY_WITHIN_MS);
  });
  return Promise.race([command, late]).finally(() => clearTimeout(timer));
}

/**
 * A publisher and a subscriber connection (a subscribed connection can do nothing else). A change published
 * while the connection is still being made waits for it, briefly: the first save after an instance starts counts.
 */
export function connectRelay(url: string, hear: { change: (change: ContentChange) => void; pageTags: (page: PageTags) => void }): Relay {
  const publisher = connect(url, 'publisher');
  const subscriber = connect(url, 'subscriber');
  let onSubscribed: () => void = () => undefined;
  const subscribed = new Promise<void>((resolve) => {
    onSubscribed = resolve;
  });
  let isSubscribed = false;
  const hearChange = (message: string) => {
    const change = readChange(message);
    if (change) hear.change(change);
  };
  const hearPageTags = (message: string) => {
    const page = readMessage(pageTagsSchema, message);
    if (page) hear.pageTags(page);
  };
  // Subscribed on the first connection, whenever it comes; node-redis renews the subscription after a reconnect.
  const subscribe = () => {
    if (isSubscribed || !subscriber.isReady) return;
    Promise.all([subscriber.subscribe(CHANGES_CHANNEL, hearChange), subscriber.subscribe(PAGE_TAGS_CHANNEL, hearPageTags)]).then(
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
      await answeredInTime(publisher.publish(CHANGES_CHANNEL, JSON.stringify(change)));
    },
    publishPageTags: async (page) => {
      await ready(publisher);
      await answeredInTime(publisher.publish(PAGE_TAGS_CHANNEL, JSON.stringify(page)));
    },
    listening: () => Promise.race([subscribed, new Promise<void>((resolve) => setTimeout(resolve, READY_WITHIN_MS))]),
  };
}
