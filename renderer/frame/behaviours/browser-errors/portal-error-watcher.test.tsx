// @vitest-environment jsdom
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorFromResponse } from '../../../data/api/errors';
import { chromeText } from '../../../i18n/chrome-text';
import { loadApiText } from '../../../i18n/messages/load-on-demand';
import type * as onDemand from '../../../i18n/messages/load-on-demand';
import { SiteMessages } from '../../../i18n/site-messages.testing';
import { TextProvider } from '../../../i18n/text-provider.client';
import { reportBrowserError } from '../../../data/query/browser-errors';
import { makeQueryClient } from '../../../data/query/get-query-client';
import { PortalErrorWatcher } from './portal-error-watcher.client';

vi.mock('../../../i18n/messages/load-on-demand', async (importOriginal) => {
  const actual = await importOriginal<typeof onDemand>();
  return { ...actual, loadApiText: vi.fn(actual.loadApiText) };
});

const router = { push: vi.fn() };
vi.mock('next/navigation', () => ({ useRouter: () => router }));

const assign = vi.fn();
beforeEach(() => {
  router.push.mockReset();
  assign.mockReset();
  vi.stubGlobal('location', { href: 'http://en.localhost:3000/search?keyword=edge', assign });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Failing({ error }: { error: unknown }) {
  useQuery({ queryKey: ['failing'], queryFn: () => Promise.reject(error), retry: false });
  return null;
}

function renderWatcher(failing?: unknown) {
  render(
    <SiteMessages locale={'EN_US'}>
      <QueryClientProvider client={makeQueryClient()}>
        <PortalErrorWatcher locale="EN_US" consoleHost="https://console.example.com" siteOrigin="http://en.localhost:3000" />
        {failing === undefined ? null : <Failing error={failing} />}
      </QueryClientProvider>
    </SiteMessages>,
  );
}

describe('PortalErrorWatcher', () => {
  it("toasts the server's message when a query fails", async () => {
    renderWatcher(errorFromResponse(200, { code: '50000001', message: 'Search is being rebuilt', data: null }));
    expect((await screen.findByRole('alert')).textContent).toContain('Search is being rebuilt');
  });

  it('sends the visitor to the login page with lang and service on 33924001', async () => {
    renderWatcher(errorFromResponse(200, { code: '33924001', message: '', data: null }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const login = new URL(String(assign.mock.calls[0]?.[0]));
    expect(`${login.origin}${login.pathname}`).toBe('https://console.example.com/login');
    expect(login.searchParams.get('lang')).toBe('en');
    expect(login.searchParams.get('service')).toBe('http://en.localhost:3000/search?keyword=edge');
  });

  it('shows the 403 page on HTTP 403, the 404 page on HTTP 404 and goes home on HTTP 417, for reported calls too', async () => {
    renderWatcher();
    reportBrowserError(errorFromResponse(403, undefined));
    reportBrowserError(errorFromResponse(404, undefined));
    reportBrowserError(errorFromResponse(417, undefined));
    await waitFor(() => expect(router.push.mock.calls).toEqual([['/error/403'], ['/error/404'], ['/']]));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  describe('with only the text every page carries', () => {
    function renderOnPage(failing: unknown) {
      render(
        <TextProvider text={chromeText('EN_US')} lang="en-US">
          <QueryClientProvider client={makeQueryClient()}>
            <PortalErrorWatcher locale="EN_US" consoleHost="https://console.example.com" siteOrigin="http://en.localhost:3000" />
            <Failing error={failing} />
          </QueryClientProvider>
        </TextProvider>,
      );
    }

    it('toasts the catalogue message in the page language, loaded with the failure', async () => {
      renderOnPage(errorFromResponse(502, undefined));
      expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong');
    });

    it('says the request failed when the messages cannot be loaded (offline)', async () => {
      vi.mocked(loadApiText).mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
      renderOnPage(errorFromResponse(502, undefined));
      expect((await screen.findByRole('alert')).textContent).toContain('Request failed');
    });
  });
});
