// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteMessages } from '../../i18n/site-messages.testing';
import { dictionaries } from '../../i18n/messages';
import { StateProvider } from '../../data/state/state-provider.client';
import { AccountLink } from './account-link.client';
import { UserLoader } from '../../frame/behaviours/user-loader.client';

vi.mock('next/navigation', () => ({ usePathname: () => '/' }));

const CONSOLE = 'https://console.example.com';
const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** The configured origin: another host than the one jsdom's page is on, as when a visitor arrives through an unlisted Host. */
const SITE_ORIGIN = 'http://en.localhost:3000';

function renderAccount(locale: 'ZH_CN' | 'EN_US') {
  return render(
    <SiteMessages locale={locale}>
      <StateProvider locale={locale} isMobile={false} isPreview={false} preToken={null}>
        <UserLoader />
        <AccountLink consoleHost={CONSOLE} siteOrigin={SITE_ORIGIN} loginLabel={dictionaries[locale]['nav.login']} className={undefined} />
      </StateProvider>
    </SiteMessages>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the account link', () => {
  it("asks the site's own /api/user/{locale} and shows the customer once known", async () => {
    const fetch = vi.fn<(address: string) => Promise<Response>>(async () => answer({ user: { id: 7, name: '李雷', email: null } }));
    vi.stubGlobal('fetch', fetch);
    renderAccount('ZH_CN');
    expect(await screen.findByText('李雷')).toBeTruthy();
    expect(screen.getByRole('link', { name: /李雷/ }).getAttribute('href')).toBe(CONSOLE);
    expect(fetch.mock.calls.map(([address]) => address)).toEqual(['/api/user/ZH_CN']);
  });

  it.each([
    ['an error page', () => new Response('<html>bad gateway</html>', { status: 200, headers: { 'content-type': 'text/html' } })],
    ['a bare null', () => answer(null)],
    ['a failed network', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('keeps the login link when the answer is not the site’s: %s', async (_, reply) => {
    const fetch = vi.fn(async () => reply());
    vi.stubGlobal('fetch', fetch);
    renderAccount('ZH_CN');
    await waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    expect(screen.getByRole('link', { name: '登录' })).toBeTruthy();
  });

  it('keeps the login link, with service and lang, for an anonymous visitor, without redirecting', async () => {
    const fetch = vi.fn(async () => answer({ user: null }));
    vi.stubGlobal('fetch', fetch);
    const before = window.location.href;
    renderAccount('EN_US');
    await waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    const login = screen.getByRole('link', { name: 'Log in' });
    const href = new URL(login.getAttribute('href') ?? '');
    expect(`${href.origin}${href.pathname}`).toBe(`${CONSOLE}/login`);
    // This page's path on the configured origin, never the host the browser used.
    expect(window.location.origin).not.toBe(SITE_ORIGIN);
    expect(href.searchParams.get('service')).toBe(`${SITE_ORIGIN}${window.location.pathname}${window.location.search}`);
    expect(href.searchParams.get('lang')).toBe('en');
    expect(window.location.href).toBe(before);
  });
});
