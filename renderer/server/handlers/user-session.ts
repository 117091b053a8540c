import type { LanguageCode } from '@/schemas/locale';
import { callPortal } from '../../data/api/call-portal';
import type { Transport } from '../../data/api/transport';
import type { UserSessionAnswer } from '../../data/api/user-session';
import { withoutSiteCookies } from '../../data/preview/site-cookies';
import { serverPortalContext } from '../../data/request/portal-context';
import { visitorAddressOf } from '../../data/request/visitor-address';
import { PRIVATE_HEADERS } from './private-headers';

/**
 * GET /api/user/{locale}: GET /front/user asked by the server with the visitor's cookies (not the site's own:
 * the preview token and draft mode stay here) and address (X-Forwarded-For, to an external CMS), through the
 * portal client (envelope, limits, schema); cookies the CMS sets come back to the browser, and the answer
 * is the visitor's alone. Any failure leaves the visitor anonymous, as the browser's own call did.
 */
export async function answerUserSession(request: Request, locale: LanguageCode): Promise<Response> {
  const context = serverPortalContext(locale, undefined, visitorAddressOf(request));
  const cookie = withoutSiteCookies(request.headers.get('cookie'));
  const setCookies: string[] = [];
  const transport: Transport = async (portalRequest) => {
    const headers = new Headers(portalRequest.headers);
    if (cookie) headers.set('cookie', cookie);
    const response = await context.transport(new Request(portalRequest, { headers }));
    setCookies.push(...response.headers.getSetCookie());
    return response;
  };
  const [error, user] = await callPortal({ ...context, transport, signal: request.signal }, 'user');
  const answer: UserSessionAnswer = { user: error ? null : user };
  const headers = new Headers(PRIVATE_HEADERS);
  for (const setCookie of setCookies) headers.append('set-cookie', setCookie);
  return Response.json(answer, { headers });
}
