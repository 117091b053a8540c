import { TIMEOUT_MS } from '../api/limits';

/**
 * Set by the proxy on the preview hand-off and on a previewer's page requests: when the request's CMS calls give
 * up (epoch ms), so the calls made after the proxy's own share the budget it started.
 */
export const PORTAL_DEADLINE_HEADER = 'x-portal-deadline';

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
