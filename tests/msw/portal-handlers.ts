import { http } from 'msw';
import { handleCmsRequest } from '@/cms/handler';

/** Origin the tests point the real portal client at; only msw answers it. */
export const CMS_TEST_ORIGIN = 'http://cms.test';

/** Every portal call is answered by the embedded CMS itself, so tests and `npm start` serve the same fixtures. */
export const portalHandlers = [
  http.all(`${CMS_TEST_ORIGIN}/api/portal/v1/*`, async ({ request }) => {
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    const forwarded = new Request(request.url, {
      method: request.method,
      headers: request.headers,
      body: hasBody ? await request.arrayBuffer() : null,
    });
    return handleCmsRequest(forwarded);
  }),
];
