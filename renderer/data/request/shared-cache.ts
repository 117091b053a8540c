import 'server-only';
import { readEnv } from '../config/env';

/** The handle cache-handler.mjs leaves in this process; Next loads that file outside the app bundle, so it cannot be imported. */
const SHARED_CACHE = Symbol.for('cloud-portal.shared-cache');

type SharedCache = { recordExpiry: (tags: string[]) => Promise<void> };

function isSharedCache(value: unknown): value is SharedCache {
  return typeof value === 'object' && value !== null && 'recordExpiry' in value && typeof value.recordExpiry === 'function';
}

/**
 * Records in Redis that `tags` expire now, for every instance; rejects when it cannot. Without REDIS_URL
 * the process's own cache is the only one and Next's revalidateTag is the whole job.
 */
export async function recordSharedExpiry(tags: string[], source: object = globalThis): Promise<void> {
  if (!readEnv().REDIS_URL) return;
  const shared: unknown = Reflect.get(source, SHARED_CACHE);
  if (!isSharedCache(shared)) throw new Error('REDIS_URL is set but the shared cache handler is not loaded (was the server started with it?)');
  await shared.recordExpiry(tags);
}
