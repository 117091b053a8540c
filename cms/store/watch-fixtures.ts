import { watch, type FSWatcher } from 'chokidar';

type Reload = () => { ok: true } | { ok: false; error: string };
type Watch = { dir: string; watcher: FSWatcher; ready: Promise<void>; timer: ReturnType<typeof setTimeout> | undefined };

declare global {
  // One watcher per process, and the listeners every route bundle added.
  var cloudPortalFixtureWatch: Watch | undefined;
  var cloudPortalFixtureListeners: Set<() => void> | undefined;
}

/** An editor saves a file in several writes (and some through a temporary file): the burst is one change. */
export const FIXTURE_SETTLE_MS = 150;

const listeners = () => (globalThis.cloudPortalFixtureListeners ??= new Set());

function settled(watch: Watch, reload: Reload): void {
  watch.timer = undefined;
  const reloaded = reload();
  if (!reloaded.ok) {
    console.error(`[cms] fixtures changed but do not load, so the last good ones are still served: ${reloaded.error}`);
    return;
  }
  for (const listener of listeners()) listener();
}

/**
 * From now on, files written under `dir` are read again (`reload`) once their burst of writes settles, then
 * the listeners hear it. chokidar, not Node's recursive `fs.watch`, which on Linux loses a file replaced by a
 * rename (`sed -i`, most editors, `git checkout`) and never reports its later saves; chokidar watches each
 * file and folder and re-arms on rename. A watch keeps its process alive, so only the server starts one.
 */
export function watchFixtures(dir: string, reload: Reload): void {
  const current = globalThis.cloudPortalFixtureWatch;
  if (current?.dir === dir) return;
  if (current) void current.watcher.close();
  const watcher = watch(dir, { ignoreInitial: true, atomic: true });
  const ready = new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  const next: Watch = { dir, watcher, ready, timer: undefined };
  watcher.on('all', () => {
    clearTimeout(next.timer);
    next.timer = setTimeout(() => settled(next, reload), FIXTURE_SETTLE_MS);
  });
  watcher.on('error', (error) => console.error(`[cms] watching ${dir} failed: ${error instanceof Error ? error.message : error}`));
  globalThis.cloudPortalFixtureWatch = next;
}

/** Calls `listener` after files under the fixtures folder changed and were read again, until the returned function is called. */
export function onFixturesChanged(listener: () => void): () => void {
  listeners().add(listener);
  return () => void listeners().delete(listener);
}

/** Resolves once every file of the watched folder is watched (chokidar arms its watches as it walks the folder). */
export const fixturesWatched = (): Promise<void> => globalThis.cloudPortalFixtureWatch?.ready ?? Promise.resolve();

/** Stops watching (a test's folder is about to be deleted). */
export async function stopWatchingFixtures(): Promise<void> {
  const current = globalThis.cloudPortalFixtureWatch;
  globalThis.cloudPortalFixtureWatch = undefined;
  if (!current) return;
  clearTimeout(current.timer);
  await current.watcher.close();
}
