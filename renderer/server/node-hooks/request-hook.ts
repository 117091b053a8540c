import { IncomingMessage, Server, ServerResponse } from 'node:http';

/** Sees a request before Next does; true when it has answered it, and Next never sees it. */
export type RequestHook = (request: IncomingMessage, response: ServerResponse) => boolean;

/**
 * From now on in this process, `hook` runs on every request the `prototype`'s servers receive, before
 * their own listeners (Next's). Installed once per `name`, so a second `register()` changes nothing.
 */
export function hookRequests(name: string, hook: RequestHook, prototype: typeof Server.prototype = Server.prototype): void {
  const installed = Symbol.for(`cloud-portal.request-hook.${name}`);
  if (Reflect.get(prototype, installed)) return;
  const emit = prototype.emit;
  prototype.emit = function (this: Server, event: string | symbol, ...args: unknown[]): boolean {
    const [request, response] = args;
    if (event === 'request' && request instanceof IncomingMessage && response instanceof ServerResponse && hook(request, response)) return true;
    return Boolean(Reflect.apply(emit, this, [event, ...args]));
  };
  Reflect.set(prototype, installed, true);
}

/** Whether the hook named `name` runs on this process's servers. */
export const isHooked = (name: string, prototype: typeof Server.prototype = Server.prototype): boolean =>
  Boolean(Reflect.get(prototype, Symbol.for(`cloud-portal.request-hook.${name}`)));
