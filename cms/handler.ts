import { CmsFailure, fail, ok } from './http/envelope';
import { createMatcher } from './http/match-route';
import { guardText } from './http/guard-texts';
import { readPreview } from './http/preview';
import { previewGuessesOf } from './http/preview-guesses';
import { isAllowedOrigin, localeOfRequest } from './http/origin';
import { decodeParams, readJsonBody, readLocale } from './http/read-request';
import type { CmsConnection, Route } from './http/route';
import { routes } from './routes';
import { getStore } from './store/fixture-store';
import { maxBodyBytesFor } from '@/schemas/request-limits';
import { readCmsConfig } from './config';

export const CMS_BASE_PATH = '/api/portal/v1';

const match = createMatcher(routes);

function logFailure(request: Request, error: unknown) {
  const reason = error instanceof Error ? error.message : String(error);
  console.error(`[cms] ${request.method} ${new URL(request.url).pathname} failed: ${reason}`);
}

/** A route's checks before its body is read: a guarded one's Origin, then the path's body limit, in the visitor's language when guarded. */
async function readGuardedBody(request: Request, route: Route, path: string) {
  const { guard } = route;
  const maxBytes = maxBodyBytesFor(path);
  if (!guard) return readJsonBody(request, { maxBytes });
  const languages = getStore().siteInfo.siteLanguageList;
  const locale = localeOfRequest(request, languages);
  if (guard.sameOrigin && !isAllowedOrigin(request.headers.get('origin'), languages)) {
    throw new CmsFailure('forbidden', guardText(locale, 'foreignOrigin'));
  }
  return readJsonBody(request, { maxBytes, locale });
}

/**
 * The embedded portal API: a `Request` in, a `Response` with the `{code, message, data}` envelope out.
 * Served over HTTP by the `/api/portal/v1/*` route and called in-process by the site's server;
 * `connection` carries the socket address when the host server knows it (rate limits).
 */
export async function handleCmsRequest(request: Request, connection: CmsConnection = {}): Promise<Response> {
  try {
    const url = new URL(request.url);
    if (!url.pathname.startsWith(`${CMS_BASE_PATH}/`)) return fail('notFound', `no endpoint at ${url.pathname}`);
    const path = url.pathname.slice(CMS_BASE_PATH.length);
    const found = match(request.method, path);
    if (found.kind === 'none') return fail('notFound', `no endpoint at ${path}`);
    if (found.kind === 'wrong-method') return fail('methodNotAllowed', `${request.method} is not allowed on ${path}`);

    const { lang, body } =
      request.method === 'GET' ? { lang: url.searchParams.get('lang'), body: undefined } : await readGuardedBody(request, found.route, path);
    const locale = readLocale(lang ?? url.searchParams.get('lang'));
    const params = decodeParams(found.params);
    const preview = readPreview(
      request,
      () => readCmsConfig().previewTokens,
      () => previewGuessesOf(request, connection),
    );
    const data = await found.route.handle({ locale, params, query: url.searchParams, body, request, connection, preview });
    // Binary answers (the PDF export) are whole Responses; everything else goes in the envelope.
    return data instanceof Response ? data : ok(data);
  } catch (error) {
    if (error instanceof CmsFailure) return fail(error.errorName, error.message, error.headers);
    logFailure(request, error);
    return fail('internal', 'the content service failed to answer; try again later');
  }
}
