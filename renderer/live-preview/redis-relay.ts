import 'server-only';
import { createClient } from '@redis/client';
import { TIMEOUT_MS } from '../api/limits';
import { contentChangeSchema, type ContentChange } from './content-change';

/** The pub/sub channel every instance listens on (the cache keys' prefix, cache-handler.mjs, is per build; previews span builds). */
export const CHANGES_CHANNEL = 'cloud-portal:content-changes';

export type Relay = { publish: (change: ContentChange) => Promise<void> };

/** Logs once when Redis goes away and once when it is back; it reconnects (and resubscribes) by itself. */
function connect(url: string, role: string) {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: TIMEOUT_MS, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000) },
  });
  let down = false;
  client.on('error', (error: Error) => {
    if (!down) console.error(`[live-preview] Redis ${role} unreachable: ${error.message}`);
    down = true;
  });
  client.on('ready', () => {
    if (down) console.log(`[live-preview] Redis ${role} is back`);
    down = false;
  });
  return client;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A publisher and a subscriber connection: a subscribed connection can do nothing else. */
export function connectRelay(url: string, deliver: (change: ContentChange) => void): Relay {
  const publisher = connect(url, 'publisher');
  const subscriber = connect(url, 'subscriber');
  publisher.connect().catch(() => undefined);
  subscriber
    .connect()
    .then(() =>
      subscriber.subscribe(CHANGES_CHANNEL, (message) => {
        const parsed = contentChangeSchema.safeParse(parseJson(message));
        if (parsed.success) deliver(parsed.data);
      }),
    )
    .catch(() => undefined);
  return {
    publish: async (change) => {
      await publisher.publish(CHANGES_CHANNEL, JSON.stringify(change));
    },
  };
}
