import * as z from 'zod/mini';
import { apiUrl } from './api-url';
import type { PortalContext, WideInput } from './call-types';
import type { EndpointSpec } from './endpoint-spec';
import { PortalError } from './errors';
import { PRE_AUTHORIZATION_HEADER, PREVIEW_HEADER, PREVIEW_HEADER_VALUE } from './limits';

export type BuildResult = { ok: true; request: Request } | { ok: false; error: PortalError };

// Tab, visible ASCII, space and obs-text: what a header value may hold, so Headers never throws on a token.
const HEADER_VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;

function queryOf(endpoint: EndpointSpec, input: WideInput, locale: string): URLSearchParams | PortalError {
  const query = new URLSearchParams();
  if ('query' in endpoint && endpoint.query) {
    const parsed = z.safeParse(endpoint.query, input.query ?? {});
    if (!parsed.success) return new PortalError('bad-request', { detail: 'query does not match its schema', cause: parsed.error });
    for (const [key, value] of Object.entries(parsed.data)) if (value !== undefined) query.set(key, String(value));
  }
  query.set('lang', locale);
  return query;
}

function bodyOf(endpoint: EndpointSpec, input: WideInput, locale: string): string | PortalError {
  if (!endpoint.body) return JSON.stringify({ lang: locale });
  const parsed = z.safeParse(endpoint.body, input.body ?? {});
  if (!parsed.success) return new PortalError('bad-request', { detail: 'body does not match its schema', cause: parsed.error });
  return JSON.stringify({ ...parsed.data, lang: locale });
}

/** The Request for one call: URL, `lang`, preview headers, JSON body. Never throws. */
export function buildRequest(context: PortalContext, endpoint: EndpointSpec, input: WideInput, signal: AbortSignal): BuildResult {
  const headers = new Headers({ accept: 'binary' in endpoint ? '*/*' : 'application/json' });
  if (context.preview) {
    if (!HEADER_VALUE.test(context.preview.token)) {
      const detail = 'preview token cannot go in a header';
      return { ok: false, error: new PortalError('bad-request', { messageKey: 'api.badPreviewToken', detail }) };
    }
    headers.set(PRE_AUTHORIZATION_HEADER, context.preview.token);
    headers.set(PREVIEW_HEADER, PREVIEW_HEADER_VALUE);
  }
  try {
    const path = typeof endpoint.path === 'string' ? endpoint.path : endpoint.path(input.params ?? {});
    const isGet = endpoint.method === 'GET';
    const query = isGet ? queryOf(endpoint, input, context.locale) : undefined;
    const body = isGet ? undefined : bodyOf(endpoint, input, context.locale);
    if (query instanceof PortalError) return { ok: false, error: query };
    if (body instanceof PortalError) return { ok: false, error: body };
    if (body !== undefined) headers.set('content-type', 'application/json');
    const request = new Request(apiUrl(context.baseUrl, path, query), {
      method: endpoint.method,
      headers,
      body,
      credentials: 'include',
      signal,
      // A preview answer must never enter a shared cache.
      cache: context.preview ? 'no-store' : undefined,
    });
    return { ok: true, request };
  } catch (error) {
    if (error instanceof PortalError) return { ok: false, error };
    return { ok: false, error: new PortalError('bad-request', { detail: 'request could not be built', cause: error }) };
  }
}
