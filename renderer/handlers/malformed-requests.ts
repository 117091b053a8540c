import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { readEnv } from '../config/env';
import { apiSecurityHeaders } from '../security/security-headers';
import { hookRequests } from '../request/request-hook';

/** Methods the site answers; anything else (TRACE, CONNECT, WebDAV verbs) is a 405 before Next sees it. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'OPTIONS']);
/** Control characters: in a decoded address they could forge a line in a log. */
const CONTROL = /[\u0000-\u001f\u007f]/;

export type Refusal = { status: 400 | 405; reason: string };

/**
 * What is wrong with a request before any route can look at it: an unknown method, an address that
 * does not decode (`/product/%ff`), or, under `/_next/`, one that decodes to control characters.
 */
export function refusalOf(method: string | undefined, url: string | undefined): Refusal | undefined {
  if (!method || !METHODS.has(method)) return { status: 405, reason: 'method not allowed' };
  const target = url ?? '';
  const queryAt = target.indexOf('?');
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  let decodedPath: string;
  let decodedQuery: string;
  try {
    decodedPath = decodeURIComponent(path);
    decodedQuery = queryAt === -1 ? '' : decodeURIComponent(target.slice(queryAt + 1).replaceAll('+', ' '));
  } catch {
    return { status: 400, reason: 'malformed percent-encoding' };
  }
  if (CONTROL.test(decodedPath) || (path.startsWith('/_next/') && CONTROL.test(decodedQuery)))
    return { status: 400, reason: 'control characters in the address' };
  return undefined;
}

function refuse(request: IncomingMessage, response: ServerResponse, { status, reason }: Refusal): void {
  // One line, every character of the visitor's input escaped.
  console.warn(`[http] ${status} ${reason}: ${JSON.stringify(request.method)} ${JSON.stringify(request.url)}`);
  const body = status === 405 ? 'Method Not Allowed\n' : 'Bad Request\n';
  response.writeHead(status, {
    ...apiSecurityHeaders(readEnv()),
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'close',
    ...(status === 405 ? { allow: [...METHODS].join(', ') } : {}),
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

/**
 * From now on in this process, a malformed request is answered here, with the security headers and one
 * escaped log line, instead of reaching Next, which answers it 500 without them (and logs a stack for TRACE).
 */
export function refuseMalformedRequests(prototype?: typeof Server.prototype): void {
  hookRequests(
    'malformed-requests',
    (request, response) => {
      const refusal = refusalOf(request.method, request.url);
      if (refusal) refuse(request, response, refusal);
      return refusal !== undefined;
    },
    prototype,
  );
}
