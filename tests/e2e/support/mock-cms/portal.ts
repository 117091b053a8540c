import { handleCmsRequest } from '../../../../cms/handler';
import { replacedResponse } from './misbehave';
import { PORTAL_PATH } from './protocol';
import type { MockCmsState } from './state';

/** `lang` of a portal call: the query for GET, the JSON body for POST (as the site sends it). */
async function langOf(request: Request): Promise<string | undefined> {
  const fromQuery = new URL(request.url).searchParams.get('lang');
  if (fromQuery !== null || request.method === 'GET') return fromQuery ?? undefined;
  try {
    const body: unknown = await request.clone().json();
    if (typeof body === 'object' && body !== null && 'lang' in body && typeof body.lang === 'string') return body.lang;
  } catch {
    // Not JSON: the embedded CMS answers it with its own error.
  }
  return undefined;
}

/** No answer: destroy the socket (`drop`), or leave the client waiting until it gives up (`hang`). */
export type NoAnswer = 'drop' | 'hang';

/**
 * One portal call: counted, then answered by the test's replacement (or misbehaviour) when there is one,
 * else by the embedded CMS over the same fixtures (so answers are the real ones).
 */
export async function answerPortal(state: MockCmsState, request: Request, remoteAddress: string | undefined): Promise<Response | NoAnswer> {
  const path = new URL(request.url).pathname.slice(PORTAL_PATH.length);
  const lang = await langOf(request);
  state.count(request.method, path, lang);
  if (state.mode === 'reset') return 'drop';
  if (state.mode === 'hang') return 'hang';
  if (state.mode === 'unavailable') {
    return Response.json({ code: '50300001', message: 'mock CMS is down (test switch)', data: null }, { status: 503 });
  }
  const real = () => handleCmsRequest(request, { remoteAddress });
  const override = state.overrideFor(path, lang);
  return override ? replacedResponse(override, real) : real();
}

/** The embedded CMS's own answer, for tests that build a replacement from it: not counted, no overrides. */
export function originalAnswer(path: string, lang: string, origin: string): Promise<Response> {
  const url = new URL(`${PORTAL_PATH}${path}`, origin);
  url.searchParams.set('lang', lang);
  return handleCmsRequest(new Request(url));
}
