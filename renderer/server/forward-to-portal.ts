import { readEnv } from '../config/env';

/** Request headers an external CMS needs from the browser's call; everything else stays here. */
const FORWARDED_HEADERS = ['accept', 'content-type', 'cookie', 'origin', 'idempotency-key', 'pre-authorization', 'x-portal-preview', 'user-agent'];

/**
 * Browser calls reach `/api/portal/v1/*` on the site's own origin. With `PORTAL_API_URL` set they
 * are passed to that CMS (so no CORS set-up is needed there); otherwise the embedded CMS answers.
 */
export async function forwardToPortal(request: Request, embedded: (request: Request) => Promise<Response>): Promise<Response> {
  const { PORTAL_API_URL } = readEnv();
  if (!PORTAL_API_URL) return embedded(request);
  const incoming = new URL(request.url);
  const headers = new Headers();
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  try {
    return await relay(`${PORTAL_API_URL}${incoming.pathname}${incoming.search}`, request, headers, hasBody);
  } catch (error) {
    console.error(`[portal] ${request.method} ${incoming.pathname} to ${PORTAL_API_URL} failed: ${error instanceof Error ? error.message : error}`);
    return Response.json({ code: '50200001', message: 'the content service is unreachable; try again later', data: null }, { status: 502 });
  }
}

async function relay(target: string, request: Request, forwarded: Headers, hasBody: boolean): Promise<Response> {
  const upstream = await fetch(target, {
    method: request.method,
    headers: forwarded,
    body: hasBody ? await request.arrayBuffer() : null,
    redirect: 'manual',
    signal: AbortSignal.timeout(20_000),
  });
  const headers = new Headers({ 'content-type': upstream.headers.get('content-type') ?? 'application/json', 'cache-control': 'no-store' });
  // A download (the PDF export) keeps its file name; the captcha binds the visitor with a cookie.
  const disposition = upstream.headers.get('content-disposition');
  if (disposition) headers.set('content-disposition', disposition);
  for (const cookie of upstream.headers.getSetCookie()) headers.append('set-cookie', cookie);
  return new Response(upstream.body, { status: upstream.status, headers });
}
