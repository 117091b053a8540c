import { Server, ServerResponse } from 'node:http';
import { askedStatus, runForResponse } from '../../data/request/response-status';
import { hookServers } from './server-hook';

const PATCHED = Symbol.for('cloud-portal.response-status-patched');

/**
 * From now on in this process, a page can ask for its answer's status (data/request/response-status.ts): each
 * request's listeners run with its response at hand, and a head about to go out as 200 goes out with the status
 * asked for. A status Next chose itself (a redirect, a 404 it knew of, a 304) stays.
 */
export function answerWithAskedStatus(
  serverPrototype: typeof Server.prototype = Server.prototype,
  responsePrototype: typeof ServerResponse.prototype = ServerResponse.prototype,
): void {
  hookServers('response-status', { around: (response, next) => runForResponse(response, next) }, serverPrototype);
  if (Reflect.get(responsePrototype, PATCHED)) return;
  const writeHead: unknown = Reflect.get(responsePrototype, 'writeHead');
  if (typeof writeHead !== 'function') return;
  Reflect.set(responsePrototype, 'writeHead', function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    const asked = statusCode === 200 ? askedStatus(this) : undefined;
    return Reflect.apply(writeHead, this, [asked ?? statusCode, ...rest]);
  });
  Reflect.set(responsePrototype, PATCHED, true);
}
