import { CmsFailure, fail, ok } from './http/envelope';
import { createMatcher } from './http/match-route';
import { decodeParams, readJsonBody, readLocale } from './http/read-request';
import { routes } from './routes';

export const CMS_BASE_PATH = '/api/portal/v1';

const match = createMatcher(routes);

function logFailure(request: Request, error: unknown) {
  const reason = error instanceof Error ? error.message : String(error);
  console.error(`[cms] ${request.method} ${new URL(request.url).pathname} failed: ${reason}`);
}

/**
 * The embedded portal API: a `Request` in, a `Response` with the `{code, message, data}` envelope out.
 * Served over HTTP by the `/api/portal/v1/*` route and called in-process by the site's server.
 */
export async function handleCmsRequest(request: Request): Promise<Response> {
  try {
    const url = new URL(request.url);
    if (!url.pathname.startsWith(`${CMS_BASE_PATH}/`)) return fail('notFound', `no endpoint at ${url.pathname}`);
    const path = url.pathname.slice(CMS_BASE_PATH.length);
    const found = match(request.method, path);
    if (found.kind === 'none') return fail('notFound', `no endpoint at ${path}`);
    if (found.kind === 'wrong-method') return fail('methodNotAllowed', `${request.method} is not allowed on ${path}`);

    const { lang, body } =
      request.method === 'GET' ? { lang: url.searchParams.get('lang'), body: undefined } : await readJsonBody(request);
    const locale = readLocale(lang ?? url.searchParams.get('lang'));
    const data = await found.route.handle({ locale, params: decodeParams(found.params), query: url.searchParams, body });
    // Binary answers (the PDF export) are whole Responses; everything else goes in the envelope.
    return data instanceof Response ? data : ok(data);
  } catch (error) {
    if (error instanceof CmsFailure) return fail(error.errorName, error.message);
    logFailure(request, error);
    return fail('internal', 'the content service failed to answer; try again later');
  }
}
