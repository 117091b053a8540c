import { http } from 'msw';
import { handleCmsRequest } from '@/cms/handler';

/** Origin the tests point the real portal client at; only msw answers it. */
export const CMS_TEST_ORIGIN = 'http://cms.test';

/** The embedded CMS's answer to a portal request, whatever origin it was addressed to. */
export async function answerFromCms(request: Request): Promise<Response> {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const forwarded = new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: hasBody ? await request.arrayBuffer() : null,
  });
  return handleCmsRequest(forwarded);
}

/** Every portal call is answered by the embedded CMS itself, so tests and `npm start` serve the same fixtures. */
export const portalHandlers = [http.all(`${CMS_TEST_ORIGIN}/api/portal/v1/*`, ({ request }) => answerFromCms(request))];
