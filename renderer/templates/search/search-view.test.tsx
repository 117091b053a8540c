// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchRequest } from '@/schemas/search';
import { SiteMessages } from '../../i18n/site-messages.testing';
import { dictionaries } from '../../i18n/messages';
import { SearchView } from './search-view.client';

const router = { replace: vi.fn(), push: vi.fn(), prefetch: vi.fn(), back: vi.fn(), forward: vi.fn(), refresh: vi.fn() };
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/search' }));

const en = dictionaries.EN_US;
const base: SearchRequest = { keyword: '', type: 'ALL', pageIndex: 1, pageSize: 20 };

/** The view around what the server rendered for the address (here a stand-in). */
function renderView(request: SearchRequest) {
  const wrap = (node: ReactNode) => <SiteMessages locale={'EN_US'}>{node}</SiteMessages>;
  const view = render(
    wrap(
      <SearchView locale="EN_US" request={request}>
        <p>results from the server</p>
      </SearchView>,
    ),
  );
  return {
    ...view,
    rerenderWith: (next: SearchRequest) =>
      view.rerender(
        wrap(
          <SearchView locale="EN_US" request={next}>
            <p>results from the server</p>
          </SearchView>,
        ),
      ),
  };
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
    renderView({ ...base, keyword: 'cloud', type: 'DOCUMENT', pageIndex: 3 });
    type('storage');
    act(() => void vi.advanceTimersByTime(300));
    expect(router.replace).toHaveBeenCalledWith('/search?keyword=storage&type=DOCUMENT', { scroll: false });
  });

  it('does not navigate when the trimmed keyword is what the address already has', () => {
    renderView({ ...base, keyword: 'cloud' });
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

  it('lists the filters in their order (SEARCH_TYPES), the current one marked', () => {
    renderView({ ...base, keyword: 'k', type: 'NEWS' });
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
});
