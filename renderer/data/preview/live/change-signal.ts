import 'server-only';
import { readEnv } from '../../config/env';
import type { ContentChange } from './content-change';
import { rememberPageTags, type PageTags } from './page-tags';
import { connectRelay, type Relay } from './redis-relay';

type Listener = (change: ContentChange) => void;
type Bus = { listeners: Set<Listener>; relay: Relay | undefined };

/** One bus per process, whichever route bundle loads this module first. */
const BUS = Symbol.for('cloud-portal.content-changes');

const isBus = (value: unknown): value is Bus => typeof value === 'object' && value !== null && 'listeners' in value;

function bus(): Bus {
  const existing: unknown = Reflect.get(globalThis, BUS);
  if (isBus(existing)) return existing;
  const created: Bus = { listeners: new Set(), relay: undefined };
  Reflect.set(globalThis, BUS, created);
  return created;
}

function deliver(change: ContentChange): void {
  for (const listener of bus().listeners) listener(change);
}

/** With REDIS_URL, changes and pages' tags go through Redis pub/sub, so previewers on every instance hear them; one relay per process. */
function relay(): Relay | undefined {
  const { REDIS_URL } = readEnv();
  if (!REDIS_URL) return undefined;
  const current = bus();
  current.relay ??= connectRelay(REDIS_URL, { change: deliver, pageTags: (page) => void rememberPageTags(page) });
  return current.relay;
}

/**
 * Tells every previewer's page, on every instance, what changed. Never rejects: when Redis cannot take the
 * change, this instance's previewers still hear it and the failure is logged.
 */
export async function publishChange(change: ContentChange): Promise<void> {
  const shared = relay();
  if (!shared) return deliver(change);
  try {
    await shared.publish(change);
  } catch (error) {
    console.error(`[live-preview] Redis did not take the change, only this instance's previewers hear it: ${error instanceof Error ? error.message : error}`);
    deliver(change);
  }
}

/**
 * Remembers the cache tags a preview render of a page read, and tells the other instances the new ones: a
 * stream on any instance then sends that page only the changes of those. Never rejects, never waits.
 */
export function notePageTags(page: PageTags): void {
  const added = rememberPageTags(page);
  if (added.length === 0) return;
  relay()
    ?.publishPageTags({ ...page, tags: added })
    .catch((error: unknown) => {
      console.error(
        `[live-preview] Redis did not take a page's tags, other instances refresh it by the coarse rule: ${error instanceof Error ? error.message : error}`,
      );
    });
}

/** Settles once this instance hears changes from every instance (at once without Redis; at most a second with it). */
export async function changesHeard(): Promise<void> {
  await relay()?.listening();
}

/** Calls `listener` with every change until the returned function is called. */
export function subscribeChanges(listener: Listener): () => void {
  relay();
  const { listeners } = bus();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
