import { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Socket } from 'node:net';

/** Every step the one emit wrapper runs, in the order it runs them, whatever order they were installed in. */
export const STEPS = ['server-settings', 'malformed-requests', 'peer-address', 'response-status'] as const;
export type StepName = (typeof STEPS)[number];

/**
 * What a step does with a server's new connection or request before the server's own listeners (Next's);
 * true when it has dealt with it itself (closed the connection, answered the request), and they never see it.
 */
export type Step = {
  connection?: (server: Server, socket: Socket) => boolean;
  request?: (request: IncomingMessage, response: ServerResponse) => boolean;
  /** Runs the server's own listeners for a request (`next`) inside something of the step's, such as an async context. */
  around?: (response: ServerResponse, next: () => boolean) => boolean;
};

type Hooks = { wraps: Server['emit']; steps: Map<StepName, Step> };

const HOOKS = Symbol.for('cloud-portal.node-hooks');

/** The emit `emit` wraps and the steps it runs, when `emit` is the wrapper; undefined for any other function. */
export function hooksOf(emit: unknown): Hooks | undefined {
  const hooks: Hooks | undefined = typeof emit === 'function' ? Reflect.get(emit, HOOKS) : undefined;
  return hooks;
}

/** Whether a step dealt with `event` itself; the first that did ends the walk. */
function handled(server: Server, steps: Hooks['steps'], event: string | symbol, [first, second]: unknown[]): boolean {
  if (event === 'connection' && first instanceof Socket) return STEPS.some((name) => steps.get(name)?.connection?.(server, first) ?? false);
  if (event === 'request' && first instanceof IncomingMessage && second instanceof ServerResponse)
    return STEPS.some((name) => steps.get(name)?.request?.(first, second) ?? false);
  return false;
}

/** Wraps the `prototype`'s emit, once: the hooks then live on the wrapper, where a second call finds them. */
function hooksOn(prototype: typeof Server.prototype): Hooks {
  const current = Object.hasOwn(prototype, 'emit') ? hooksOf(prototype.emit) : undefined;
  if (current) return current;
  const hooks: Hooks = { wraps: prototype.emit, steps: new Map() };
  const emit = function (this: Server, event: string | symbol, ...args: unknown[]): boolean {
    if (handled(this, hooks.steps, event, args)) return true;
    const listeners = () => Boolean(Reflect.apply(hooks.wraps, this, [event, ...args]));
    const [, response] = args;
    if (event !== 'request' || !(response instanceof ServerResponse)) return listeners();
    // The first step in STEPS's order is the outermost.
    const wrapped = STEPS.reduceRight((next, name) => {
      const around = hooks.steps.get(name)?.around;
      return around ? () => around(response, next) : next;
    }, listeners);
    return wrapped();
  };
  Reflect.set(emit, HOOKS, hooks);
  prototype.emit = emit;
  return hooks;
}

/**
 * From now on in this process, `step` runs on every connection and request the `prototype`'s servers
 * receive, in its place in `STEPS`, before their own listeners. The process's one patch of
 * `Server.prototype.emit`; a step is installed once per name, so a second `register()` changes nothing.
 */
export function hookServers(name: StepName, step: Step, prototype: typeof Server.prototype = Server.prototype): void {
  const { steps } = hooksOn(prototype);
  if (!steps.has(name)) steps.set(name, step);
}
