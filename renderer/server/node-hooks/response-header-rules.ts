import { ServerResponse } from 'node:http';

const PATCHED = Symbol.for('cloud-portal.response-header-rules');
/** Next copies the proxy's rewrite target (the internal route, `/ZH_CN/desktop/...`) into every answer. */
const REWRITE_TARGET = 'x-middleware-rewrite';

/** Two Vary values as one list, each header name once (case-insensitive), in the order first named. */
export function mergeVary(current: unknown, added: string | number | readonly string[]): string {
  const names = [current, added]
    .flatMap((value) => (Array.isArray(value) ? value : typeof value === 'string' ? [value] : []))
    .flatMap((value) => String(value).split(','));
  const seen = new Map<string, string>();
  for (const name of names.map((entry) => entry.trim()).filter(Boolean)) if (!seen.has(name.toLowerCase())) seen.set(name.toLowerCase(), name);
  return [...seen.values()].join(', ');
}

/**
 * From now on in this process, two headers Next sets behave as the site needs:
 * - Vary adds to what is there. The proxy says a page varies on `User-Agent` (its device variant), and Next
 *   then sets its own Vary (RSC headers) with `setHeader`, which would drop ours.
 * - The rewrite target is not sent. It is there for the pages router's client, which this site does not have:
 *   the app router reads `x-nextjs-rewritten-path` on RSC answers, and the server never reads it back.
 */
export function applyResponseHeaderRules(prototype: typeof ServerResponse.prototype = ServerResponse.prototype): void {
  if (Reflect.get(prototype, PATCHED)) return;
  const setHeader = prototype.setHeader;
  prototype.setHeader = function (this: ServerResponse, name: string, value: string | number | readonly string[]) {
    const key = name.toLowerCase();
    if (key === REWRITE_TARGET) return this;
    return setHeader.call(this, name, key === 'vary' ? mergeVary(this.getHeader('vary'), value) : value);
  };
  Reflect.set(prototype, PATCHED, true);
}
