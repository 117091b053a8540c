// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerFromCms, CMS_TEST_ORIGIN } from '@/tests/msw/portal-handlers';
import { SiteMessages } from '../../i18n/site-messages.testing';
import { dictionaries } from '../../i18n/messages';
import { getQueryClient } from '../../data/query/get-query-client';
import { BrowserSearch } from './browser-search.client';

const en = dictionaries.EN_US;

const renderSearch = (keyword: string) =>
  render(
    <SiteMessages locale={'EN_US'}>
      <BrowserSearch locale="EN_US" request={{ keyword, type: 'ALL', pageIndex: 1, pageSize: 20 }} />
    </SiteMessages>,
  );

/** Under jsdom the global Request is Node's: it has no page to resolve '/api/…' against and refuses jsdom's AbortSignal. */
class PageRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, { ...init, signal: undefined });
  }
}

describe('BrowserSearch: a search the server could not answer', () => {
  const asked: string[] = [];
  const answer = vi.fn((request: Request) => {
    asked.push(new URL(request.url).pathname);
    return answerFromCms(request);
  });

  // The first search imports the portal client (loaded on demand), the embedded CMS and builds its English
  // index: seconds on a busy machine, paid here once rather than inside the first test's wait for text.
  beforeAll(async () => {
    const search = new Request(`${CMS_TEST_ORIGIN}/api/portal/v1/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ keyword: 'kubernetes', lang: 'EN_US' }),
    });
    await Promise.all([import('../../data/api/call-portal'), import('../../data/api/browser-portal'), answerFromCms(search)]);
  }, 60_000);

  beforeEach(() => {
    asked.length = 0;
    // The tab's own client, as the page's leaf uses it, without its one retry, so a failure shows at once.
    getQueryClient().setQueryDefaults(['search'], { retry: false });
    vi.stubGlobal('Request', PageRequest);
    vi.stubGlobal('fetch', answer);
  });
  afterEach(() => {
    cleanup();
    getQueryClient().clear();
    vi.unstubAllGlobals();
  });

  it('asks from the browser, says it is loading, then shows the highlighted results', async () => {
    const { container } = renderSearch('kubernetes');
    expect(screen.getByRole('status').textContent).toBe(en['common.loading']);
    expect(await screen.findByText(/results found/)).toBeTruthy();
    const marks = [...container.querySelectorAll('mark')].map((mark) => mark.textContent?.toLowerCase());
    expect(marks.length).toBeGreaterThan(0);
    expect(new Set(marks)).toEqual(new Set(['kubernetes']));
    expect(asked).toEqual(['/api/portal/v1/search']);
  });

  it('offers another try when the browser cannot get them either', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('down', { status: 502 }))),
    );
    renderSearch('kubernetes');
    expect(await screen.findByText(en['search.loadFailed'])).toBeTruthy();
    vi.stubGlobal('fetch', answer);
    fireEvent.click(screen.getByRole('button', { name: en['common.retry'] }));
    expect(await screen.findByText(/results found/)).toBeTruthy();
    expect(asked).toEqual(['/api/portal/v1/search']);
  });
});
