import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PEER_ADDRESS_HEADER } from '@/renderer/data/request/peer-address';
import { stampPeerAddress } from '@/renderer/server/node-hooks/stamp-peer-address';
import { CMS_TEST_ORIGIN } from '@/tests/msw/portal-handlers';
import { server, servePortalFixtures } from '@/tests/msw/server';
import { GET } from './route';

servePortalFixtures();
beforeAll(() => stampPeerAddress());
afterEach(() => vi.unstubAllEnvs());

const get = (locale: string, headers: Record<string, string> = {}) =>
  GET(new Request(`http://localhost/api/user/${locale}`, { headers }), { params: Promise.resolve({ locale }) });

/** An external CMS that knows one customer by their session cookie, and refreshes that cookie. */
function externalCmsWithCustomer(): { asked: Request[] } {
  vi.stubEnv('PORTAL_API_URL', CMS_TEST_ORIGIN);
  const asked: Request[] = [];
  server.use(
    http.get(`${CMS_TEST_ORIGIN}/api/portal/v1/front/user`, ({ request }) => {
      asked.push(request);
      if (request.headers.get('cookie') !== 'session=abc') return HttpResponse.json({ code: '33924001', message: 'login required', data: null });
      return HttpResponse.json(
        { code: '0', message: 'ok', data: { id: 7, name: '李雷', email: null } },
        { headers: { 'set-cookie': 'session=abc; Path=/; HttpOnly; Max-Age=1800' } },
      );
    }),
  );
  return { asked };
}

describe('GET /api/user/{locale}', () => {
  it('answers the customer the CMS knows by the visitor’s cookies, in their language, with the CMS’s cookie and kept private', async () => {
    const { asked } = externalCmsWithCustomer();
    const response = await get('ZH_CN', { cookie: 'session=abc' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ user: { id: 7, name: '李雷', email: null } });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(response.headers.getSetCookie()).toEqual(['session=abc; Path=/; HttpOnly; Max-Age=1800']);
    expect(new URL(asked[0]?.url ?? '').searchParams.get('lang')).toBe('ZH_CN');
  });

  it("sends the CMS the visitor's own cookies and address, never the site's preview token or draft-mode cookies", async () => {
    const { asked } = externalCmsWithCustomer();
    const cookie = 'portal_preview=secret-token; consent=1; __prerender_bypass=build-id; __next_preview_data=jwt';
    await get('ZH_CN', { cookie, [PEER_ADDRESS_HEADER]: '198.51.100.23' });
    const sent = asked[0]?.headers.get('cookie') ?? '';
    // msw's own cookie jar may add what an earlier test's answer set.
    expect(sent.split('; ')).toContain('consent=1');
    expect(sent).not.toMatch(/secret-token|portal_preview|__prerender_bypass|build-id|__next_preview_data/);
    expect(asked[0]?.headers.get('x-forwarded-for')).toBe('198.51.100.23');
  });

  it('answers null for an anonymous visitor (33924001)', async () => {
    externalCmsWithCustomer();
    const response = await get('EN_US');
    expect(await response.json()).toEqual({ user: null });
  });

  it('answers null when the CMS answer does not fit the schema or the CMS is down', async () => {
    vi.stubEnv('PORTAL_API_URL', CMS_TEST_ORIGIN);
    server.use(http.get(`${CMS_TEST_ORIGIN}/api/portal/v1/front/user`, () => HttpResponse.json({ code: '0', message: 'ok', data: { id: 7 } })));
    expect(await (await get('EN_US', { cookie: 'session=abc' })).json()).toEqual({ user: null });
    server.use(http.get(`${CMS_TEST_ORIGIN}/api/portal/v1/front/user`, () => HttpResponse.error()));
    expect(await (await get('EN_US', { cookie: 'session=abc' })).json()).toEqual({ user: null });
  });

  it('answers null from the embedded CMS, which has no customer accounts', async () => {
    const response = await get('ZH_CN');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ user: null });
  });

  it('answers 404 for a locale the site does not have', async () => {
    expect((await get('XX')).status).toBe(404);
  });
});
