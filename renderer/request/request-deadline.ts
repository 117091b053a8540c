import { TIMEOUT_MS } from '../api/limits';
import { PORTAL_DEADLINE_HEADER } from '../preview/preview-headers';

/** When the CMS calls of a request that starts now give up: one TIMEOUT_MS for all of them, bodies included. */
export const deadlineFromNow = (): number => Date.now() + TIMEOUT_MS;

/**
 * The deadline the proxy handed on (PORTAL_DEADLINE_HEADER), never later than one budget from now: the proxy
 * overwrites what a client sends, and a client that calls a route directly can only shorten its own wait.
 */
export function handedDeadline(headers: Pick<Headers, 'get'>): number {
  const latest = deadlineFromNow();
  const handed = headers.get(PORTAL_DEADLINE_HEADER);
  return handed !== null && /^\d{1,15}$/.test(handed) ? Math.min(Number(handed), latest) : latest;
}
