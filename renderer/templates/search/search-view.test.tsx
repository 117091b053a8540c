// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchRequest, SearchResult } from '@/schemas/search';
import { SiteMessages } from '../../i18n/site-messages.testing';
import { dictionaries } from '../../i18n/messages';
import { searchQuery } from '../../query/search-queries';
import { SearchView } from './search-view.client';

const router = { replace: vi.fn(), push: vi.fn(), prefetch: vi.fn(), back: vi.fn(), forward: vi.fn(), refresh: vi.fn() };
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/search' }));

const en = dictionaries.EN_US;
const base: SearchRequest = { keyword: '', type: 'ALL', pageIndex: 1, pageSize: 20 };

function renderView(request: SearchRequest, seed?: SearchResult, hotWords: string[] = ['Object Storage', 'Kubernetes']) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  if (seed) client.setQueryData(searchQuery('EN_US', request).queryKey, seed);
  const wrap = (node: ReactNode) => (
    <SiteMessages locale={'EN_US'}>
      <QueryClientProvider client={client}>{node}</QueryClientProvider>
    </SiteMessages>
  );
  const view = render(wrap(<SearchView locale="EN_US" request={request} hotWords={hotWords} />));
  return { ...view, rerenderWith: (next: SearchRequest) => view.rerender(wrap(<SearchView locale="EN_US" request={next} hotWords={hotWords} />)) };
}

const input = () => screen.getByRole('searchbox', { name: en['search.label'] });
const type = (value: string) => fireEvent.change(input(), { target: { value } });

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new Error('no network in this test'))),
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('SearchView', () => {
  it('puts the keyword in the address once, 300 ms after the last keystroke', () => {
    renderView(base);
    type('k');
    act(() => void vi.advanceTimersByTime(200));
    type('ku');
    act(() => void vi.advanceTimersByTime(200));
    type(' kubernetes ');
    act(() => void vi.advanceTimersByTime(299));
    expect(router.replace).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(router.replace).toHaveBeenCalledTimes(1);
    expect(router.replace).toHaveBeenCalledWith('/search?keyword=kubernetes', { scroll: false });
    act(() => void vi.advanceTimersByTime(1_000));
    expect(router.replace).toHaveBeenCalledTimes(1);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps the filter and starts again at page 1', () => {
    renderView({ ...base, keyword: 'cloud', type: 'DOCUMENT', pageIndex: 3 }, { rows: [], total: 0, pageIndex: 3, pageSize: 20 });
    type('storage');
    act(() => void vi.advanceTimersByTime(300));
    expect(router.replace).toHaveBeenCalledWith('/search?keyword=storage&type=DOCUMENT', { scroll: false });
  });

  it('does not navigate when the trimmed keyword is what the address already has', () => {
    renderView({ ...base, keyword: 'cloud' }, { rows: [], total: 0, pageIndex: 1, pageSize: 20 });
    type(' cloud  ');
    act(() => void vi.advanceTimersByTime(300));
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('searches at once on submit, dropping the pending keystroke timer', () => {
    renderView(base);
    type('edge');
    const form = input().closest('form');
    if (!form) throw new Error('the input is not in a form');
    fireEvent.submit(form);
    expect(router.replace).toHaveBeenCalledTimes(1);
    expect(router.replace).toHaveBeenCalledWith('/search?keyword=edge', { scroll: false });
    act(() => void vi.advanceTimersByTime(300));
    expect(router.replace).toHaveBeenCalledTimes(1);
  });

  it('takes a keyword the address gets from elsewhere (back button), but not the echo of its own', () => {
    const view = renderView(base);
    type('kube');
    act(() => void vi.advanceTimersByTime(300));
    type('kubernetes');
    // The address catches up with the first keyword while the visitor is still typing.
    view.rerenderWith({ ...base, keyword: 'kube' });
    expect(input()).toHaveProperty('value', 'kubernetes');
    view.rerenderWith({ ...base, keyword: 'storage' });
    expect(input()).toHaveProperty('value', 'storage');
  });

  it('shows No Data and the hot search words, each a link that searches it, without a keyword', () => {
    renderView(base);
    expect(screen.getByText(en['search.noData'])).toBeTruthy();
    const hot = screen.getByRole('heading', { name: en['search.hotWords'] }).parentElement;
    if (!hot) throw new Error('no hot words block');
    expect(within(hot).getByRole('link', { name: 'Kubernetes' }).getAttribute('href')).toBe('/search?keyword=Kubernetes');
    expect(screen.queryByText(en['search.empty'])).toBeNull();
  });

  it('shows the two not-found texts for a keyword without results', () => {
    renderView({ ...base, keyword: 'zzzz' }, { rows: [], total: 0, pageIndex: 1, pageSize: 20 });
    expect(screen.getByText(en['search.empty'])).toBeTruthy();
    expect(screen.getByText(en['search.noResult'])).toBeTruthy();
    expect(screen.queryByText(en['search.noData'])).toBeNull();
  });

  it('lists the filters in the spec order, the current one marked', () => {
    renderView({ ...base, keyword: 'k', type: 'NEWS' }, { rows: [], total: 0, pageIndex: 1, pageSize: 20 });
    const filters = within(screen.getByRole('navigation', { name: en['search.filterLabel'] })).getAllByRole('link');
    expect(filters.map((link) => link.textContent)).toEqual([
      'All',
      'Product',
      'Solution',
      'Documentation',
      'News',
      'Product updates',
      'Industrial report',
      'API Documentation',
    ]);
    expect(filters.filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent)).toEqual(['News']);
    expect(filters[3]?.getAttribute('href')).toBe('/search?keyword=k&type=DOCUMENT');
  });

  it('renders hits with highlighted title and snippet, type, date and link; unsafe urls are not links', () => {
    const result: SearchResult = {
      total: 2,
      pageIndex: 1,
      pageSize: 20,
      rows: [
        {
          id: '22103',
          type: 'DOCUMENT',
          title: 'Create a Kubernetes cluster',
          snippet: 'Kubernetes clusters in minutes.',
          url: '/document/202/22103',
          updateTime: '2026-04-01 10:00:00',
          titleHighlights: [[9, 19]],
          snippetHighlights: [[0, 10]],
        },
        {
          id: 'x',
          type: 'NEWS',
          title: 'Bad link',
          snippet: '',
          url: 'javascript:alert(1)',
          updateTime: null,
          titleHighlights: [],
          snippetHighlights: [],
        },
      ],
    };
    const { container } = renderView({ ...base, keyword: 'kubernetes' }, result);
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Kubernetes', 'Kubernetes']);
    const link = screen.getByRole('link', { name: 'Create a Kubernetes cluster' });
    expect(link.getAttribute('href')).toBe('/document/202/22103');
    expect(screen.getByText('2026-04-01').getAttribute('datetime')).toBe('2026-04-01');
    expect(screen.getByText('Bad link').closest('a')).toBeNull();
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
    expect(screen.getByText('2 results found')).toBeTruthy();
  });
});
