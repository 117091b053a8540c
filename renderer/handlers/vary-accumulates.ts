import { ServerResponse } from 'node:http';

const PATCHED = Symbol.for('cloud-portal.vary-accumulates');

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
 * The proxy says a page varies on `User-Agent` (its device variant), and Next then sets its own Vary (RSC
 * headers) with `setHeader`, which would drop ours. From now on in this process, setting Vary adds to it.
 */
export function letVaryAccumulate(prototype: typeof ServerResponse.prototype = ServerResponse.prototype): void {
  if (Reflect.get(prototype, PATCHED)) return;
  const setHeader = prototype.setHeader;
  prototype.setHeader = function (this: ServerResponse, name: string, value: string | number | readonly string[]) {
    return setHeader.call(this, name, name.toLowerCase() === 'vary' ? mergeVary(this.getHeader('vary'), value) : value);
  };
  Reflect.set(prototype, PATCHED, true);
}
