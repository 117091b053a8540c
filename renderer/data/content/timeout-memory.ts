import type { PortalResult } from '../api/call-types';
import type { PortalError } from '../api/errors';

/** How long a call that timed out is answered with its timeout instead of asking the CMS again. */
export const TIMEOUT_MEMORY_MS = 5_000;
/** Distinct calls remembered at most; expired entries go first, then the oldest. */
const MAX_ENTRIES = 500;

/**
 * Remembers, per call, a timeout for TIMEOUT_MEMORY_MS. A page whose data timed out is rendered twice
 * by Next (the error page renders the metadata again, which repeats the page's calls), so without this
 * the visitor would wait for the same 20 s timeout twice; visitors arriving meanwhile get it at once too.
 * Only timeouts: every other failure is answered fast and asked again on the next request.
 */
export function createTimeoutMemory(clock: () => number = Date.now) {
  const entries = new Map<string, { error: PortalError; until: number }>();

  function remember(key: string, error: PortalError): void {
    const now = clock();
    if (entries.size >= MAX_ENTRIES) {
      for (const [stored, entry] of entries) if (entry.until <= now) entries.delete(stored);
      const oldest = entries.keys().next();
      if (entries.size >= MAX_ENTRIES && !oldest.done) entries.delete(oldest.value);
    }
    entries.set(key, { error, until: now + TIMEOUT_MEMORY_MS });
  }

  return async function withTimeoutMemory<T>(key: string, call: () => Promise<PortalResult<T>>): Promise<PortalResult<T>> {
    const remembered = entries.get(key);
    if (remembered && remembered.until > clock()) return [remembered.error, undefined];
    entries.delete(key);
    const result = await call();
    if (result[0]?.kind === 'timeout') remember(key, result[0]);
    return result;
  };
}
