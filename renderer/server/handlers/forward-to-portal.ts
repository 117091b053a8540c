import { cookies } from 'next/headers';
import { maxBodyBytesFor } from '@/schemas/request-limits';
import { PORTAL_BASE_PATH, PRE_AUTHORIZATION_HEADER, PREVIEW_HEADER, PREVIEW_HEADER_VALUE, TIMEOUT_MS } from '../../data/api/limits';
import { drainingOnCancel, readLimitedBytes, REFUSED_BODY_DRAIN } from '../../data/api/read-limited-body';
import { readEnv } from '../../data/config/env';
import { PREVIEW_COOKIE, previewTokenProblem } from '../../data/preview/preview-token';
import { withoutSiteCookies } from '../../data/preview/site-cookies';
import { visitorAddressOf } from '../../data/request/visitor-address';

/** Request headers an external CMS needs from the browser's call; everything else stays here (the site's own cookies too). */
const FORWARDED_HEADERS = ['accept', 'content-type', 'origin', 'idempotency-key', 'pre-authorization', 'x-portal-preview', 'user-agent'];

/**
 * Browser calls reach `/api/portal/v1/*` on the site's own origin. With `PORTAL_API_URL` set they
 * are passed to that CMS (so no CORS set-up is needed there); otherwise the embedded CMS answers.
 */
export async function forwardToPortal(incomingRequest: Request, embedded: (request: Request) => Promise<Response>): Promise<Response> {
  const request = await withPreviewHeaders(incomingRequest);
  const { PORTAL_API_URL } = readEnv();
  if (!PORTAL_API_URL) return privateWhenPreview(request, await embedded(drainsRefusedBody(request)));
  const incoming = new URL(request.url);
  const headers = new Headers();
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  const cookie = withoutSiteCookies(request.headers.get('cookie'));
  if (cookie !== null) headers.set('cookie', cookie);
  // As a reverse proxy does: the CMS trusts the site and counts the client, not the site, in its per-address limits.
  const visitor = visitorAddressOf(incomingRequest);
  if (visitor !== undefined) headers.set('x-forwarded-for', visitor);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const body = hasBody ? await readBounded(request, incoming.pathname) : null;
  if (body instanceof Response) return body;
  try {
    return privateWhenPreview(request, await relay(`${PORTAL_API_URL}${incoming.pathname}${incoming.search}`, request, headers, body));
  } catch (error) {
    console.error(`[portal] ${request.method} ${incoming.pathname} to ${PORTAL_API_URL} failed: ${error instanceof Error ? error.message : error}`);
    return Response.json({ code: '50200001', message: 'the content service is unreachable; try again later', data: null }, { status: 502 });
  }
}

/** The embedded CMS cancels a body it refuses as too large: the rest the client is still sending is then dropped, not left unread. */
function drainsRefusedBody(request: Request): Request {
  if (!request.body) return request;
  const init = { body: drainingOnCancel(request.body, REFUSED_BODY_DRAIN), duplex: 'half' };
  return new Request(request, init);
}

/**
 * The body, read no further than the CMS would (16 KB for a lead form, a document export's size otherwise):
 * a bigger one is refused with 413 before anything is forwarded, and the connection is closed once its rest is dropped.
 */
async function readBounded(request: Request, pathname: string): Promise<Uint8Array<ArrayBuffer> | Response> {
  const limit = maxBodyBytesFor(pathname.slice(PORTAL_BASE_PATH.length));
  const length = request.headers.get('content-length');
  const read = await readLimitedBytes(
    new Response(request.body, { headers: length === null ? {} : { 'content-length': length } }),
    limit,
    undefined,
    REFUSED_BODY_DRAIN,
  );
  if (read.ok) return read.value;
  const [status, code, message] =
    read.reason === 'too-large' ? [413, '41300001', `the request body is larger than ${limit} bytes`] : [400, '40000001', 'the request body could not be read'];
  return Response.json({ code, message, data: null }, { status, headers: { 'cache-control': 'no-store', connection: 'close' } });
}

async function relay(target: string, request: Request, forwarded: Headers, body: Uint8Array<ArrayBuffer> | null): Promise<Response> {
  const upstream = await fetch(target, {
    method: request.method,
    headers: forwarded,
    body,
    redirect: 'manual',
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const headers = new Headers({ 'content-type': upstream.headers.get('content-type') ?? 'application/json', 'cache-control': 'no-store' });
  // A download (the PDF export) keeps its file name; the captcha binds the visitor with a cookie.
  const disposition = upstream.headers.get('content-disposition');
  if (disposition) headers.set('content-disposition', disposition);
  for (const cookie of upstream.headers.getSetCookie()) headers.append('set-cookie', cookie);
  return new Response(upstream.body, { status: upstream.status, headers });
}

/**
 * A previewer's browser never holds the token (it is an httpOnly cookie): its calls get the preview
 * headers here, so search, pagination and the document tree show drafts like the pages do.
 */
async function withPreviewHeaders(request: Request): Promise<Request> {
  const token = (await cookies()).get(PREVIEW_COOKIE)?.value;
  if (!token || previewTokenProblem(token) !== null) return request;
  const headers = new Headers(request.headers);
  headers.set(PRE_AUTHORIZATION_HEADER, token);
  headers.set(PREVIEW_HEADER, PREVIEW_HEADER_VALUE);
  // The body streams through unread, so the CMS's own size limits still apply to it.
  return new Request(request, { headers });
}

function privateWhenPreview(request: Request, response: Response): Response {
  if (!request.headers.has(PREVIEW_HEADER)) return response;
  const headers = new Headers(response.headers);
  headers.set('cache-control', 'private, no-store');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
