import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { readEnv } from '../../data/config/env';
import { apiSecurityHeaders } from '../security/security-headers';
import { hookServers } from './server-hook';
import { quoteForLog } from '../handlers/quote-for-log';

/** Methods the site answers; anything else (TRACE, CONNECT, WebDAV verbs) is a 405 before Next sees it. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'OPTIONS']);
/** Control characters and Unicode line breaks: in a decoded address they could forge a line in a log. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
/** `scheme://authority/path…`: the absolute form a request line may carry instead of the path. */
const ABSOLUTE_FORM = /^[a-z][a-z\d+.-]*:\/\//i;

export type Refusal = { status: 400 | 405; reason: string };
type RequestLine = Pick<IncomingMessage, 'method' | 'url' | 'headers'>;

/**
 * What is wrong with a request before any route can look at it: an unknown method, a target that is not a
 * path (`*` but for OPTIONS), a Server Action call (the site has none), an address that does not decode
 * (`/product/%ff`), or, under `/_next/`, one that decodes to control characters.
 */
export function refusalOf({ method, url, headers }: RequestLine): Refusal | undefined {
  if (!method || !METHODS.has(method)) return { status: 405, reason: 'method not allowed' };
  const target = url ?? '';
  if (!target.startsWith('/')) return { status: 400, reason: 'the target is not a path' };
  // Next would log the header's text as a missing action's id.
  if (headers['next-action'] !== undefined) return { status: 400, reason: 'a Server Action call, and the site has none' };
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

/** The path and query of an absolute-form http(s) target, so nothing downstream builds an address on its authority; any other target as it is. */
export function originFormOf(url: string | undefined): string | undefined {
  if (!url || !ABSOLUTE_FORM.test(url) || !URL.canParse(url)) return url;
  const absolute = new URL(url);
  return absolute.protocol === 'http:' || absolute.protocol === 'https:' ? `${absolute.pathname}${absolute.search}` : url;
}

const baseHeaders = () => ({ ...apiSecurityHeaders(readEnv()), 'cache-control': 'no-store' });

function refuse(request: IncomingMessage, response: ServerResponse, { status, reason }: Refusal): void {
  console.warn(`[http] ${status} ${reason}: ${quoteForLog(request.method)} ${quoteForLog(request.url)}`);
  const body = status === 405 ? 'Method Not Allowed\n' : 'Bad Request\n';
  response.writeHead(status, {
    ...baseHeaders(),
    'content-type': 'text/plain; charset=utf-8',
    connection: 'close',
    ...(status === 405 ? { allow: [...METHODS].join(', ') } : {}),
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

/**
 * From now on in this process, a malformed request is answered here, with the security headers and one
 * escaped log line, instead of reaching Next, which answers it 500 without them (and logs a stack for TRACE
 * or `*`); `OPTIONS *` is answered for the whole server, and an absolute-form target is reduced to its path.
 */
export function refuseMalformedRequests(prototype?: typeof Server.prototype): void {
  hookServers(
    'malformed-requests',
    {
      request: (request, response) => {
        if (request.method === 'OPTIONS' && request.url === '*') {
          response.writeHead(204, { ...baseHeaders(), allow: [...METHODS].join(', ') }).end();
          return true;
        }
        request.url = originFormOf(request.url);
        const refusal = refusalOf(request);
        if (refusal) refuse(request, response, refusal);
        return refusal !== undefined;
      },
    },
    prototype,
  );
}
