import { ServerResponse } from 'node:http';

const PATCHED = Symbol.for('cloud-portal.rewrite-target-hidden');
const REWRITE_TARGET = 'x-middleware-rewrite';

/**
 * Next copies the proxy's rewrite target (`/ZH_CN/desktop/...`, the internal route) into every answer as
 * `x-middleware-rewrite`, for the pages router's client, which this site does not have: the app router reads
 * `x-nextjs-rewritten-path` on RSC answers, and the server never reads the header back. From now on in this
 * process, an answer does not carry it.
 */
export function hideRewriteTarget(prototype: typeof ServerResponse.prototype = ServerResponse.prototype): void {
  if (Reflect.get(prototype, PATCHED)) return;
  const setHeader = prototype.setHeader;
  prototype.setHeader = function (this: ServerResponse, name: string, value: string | number | readonly string[]) {
    return name.toLowerCase() === REWRITE_TARGET ? this : setHeader.call(this, name, value);
  };
  Reflect.set(prototype, PATCHED, true);
}
