import fs from 'node:fs';
import { readCmsConfig } from '../config';
import { reloadStore } from './fixture-store';

type Watch = { listeners: Set<() => void>; watcher: fs.FSWatcher | undefined; timer: ReturnType<typeof setTimeout> | undefined };

declare global {
  // One watcher per process, whichever route bundle starts it.
  var cloudPortalFixtureWatch: Watch | undefined;
}

/** An editor saves a file in several writes (and some through a temporary file): the burst is one change. */
export const FIXTURE_SETTLE_MS = 150;

function settled(watch: Watch): void {
  watch.timer = undefined;
  const reload = reloadStore();
  if (!reload.ok) {
    console.error(`[cms] fixtures changed but do not load, so the last good ones are still served: ${reload.error}`);
    return;
  }
  for (const listener of watch.listeners) listener();
}

/**
 * Calls `listener` after files under the fixtures folder changed and were read again, until the returned
 * function is called. The folder is watched, once per process, while anyone listens.
 */
export function onFixturesChanged(listener: () => void, settleMs = FIXTURE_SETTLE_MS): () => void {
  const watch = (globalThis.cloudPortalFixtureWatch ??= { listeners: new Set(), watcher: undefined, timer: undefined });
  watch.listeners.add(listener);
  watch.watcher ??= fs.watch(readCmsConfig().fixturesDir, { recursive: true }, () => {
    clearTimeout(watch.timer);
    watch.timer = setTimeout(() => settled(watch), settleMs);
  });
  return () => {
    watch.listeners.delete(listener);
    if (watch.listeners.size > 0) return;
    watch.watcher?.close();
    clearTimeout(watch.timer);
    watch.watcher = undefined;
  };
}
