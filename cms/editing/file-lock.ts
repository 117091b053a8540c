import lockfile from 'proper-lockfile';

/** A save takes milliseconds: about 5 s of tries outlasts a queue of other instances' saves of the same page. */
const RETRIES = { retries: 30, minTimeout: 25, maxTimeout: 200 };
/** After this long without an update by its holder, a lock is taken to be a crashed process's. */
const STALE_MS = 10_000;

/** The library's default throws from a timer, which would end the server; a save holds its lock for milliseconds. */
const onCompromised = (error: Error) => console.error(`[cms] a fixture file's save lock was lost: ${error.message}`);

/** Another process held the lock for longer than the tries wait. */
export class FileBusyError extends Error {}

/**
 * Runs `task` holding `file`'s lock, a `<file>.lock` folder beside it that every process saving into the same
 * fixtures folder takes (two instances of the site, or one and a script): no other save can read the version
 * and write between this one's. A lock left by a crashed process counts as stale after 10 s and is taken over.
 */
export async function withFileLock<T>(file: string, task: () => Promise<T>, retries: number | typeof RETRIES = RETRIES): Promise<T> {
  const release = await lockfile.lock(file, { stale: STALE_MS, retries, realpath: false, onCompromised }).catch((error: NodeJS.ErrnoException) => {
    throw error.code === 'ELOCKED' ? new FileBusyError(`${file} is being saved by another process`) : error;
  });
  try {
    return await task();
  } finally {
    // The file is written by now: a lock that cannot be released is logged, not the save's failure.
    await release().catch(onCompromised);
  }
}
