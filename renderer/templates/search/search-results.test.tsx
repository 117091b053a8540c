// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SearchRequest, SearchResult } from '@/schemas/search';
import { getTranslator } from '../../i18n/server-intl';
import { SiteMessages } from '../../i18n/site-messages.testing';
import { dictionaries } from '../../i18n/messages';
import { SearchHotWords } from './search-hot-words';
import { SearchResults } from './search-results';

const en = dictionaries.EN_US;
const t = getTranslator('EN_US');
const base: SearchRequest = { keyword: '', type: 'ALL', pageIndex: 1, pageSize: 20 };

// As the server renders them; the pages below the hits are a client leaf with its own messages.
const renderResults = (request: SearchRequest, result: SearchResult) =>
  render(
    <SiteMessages locale={'EN_US'}>
      <SearchResults result={result} request={request} t={t} />
    </SiteMessages>,
  );
const renderHotWords = (hotWords: string[]) => render(<SearchHotWords hotWords={hotWords} type="ALL" t={t} />);

afterEach(cleanup);

describe('SearchHotWords', () => {
  it('shows No Data and the hot search words, each a link that searches it, without a keyword', () => {
    renderHotWords(['Object Storage', 'Kubernetes']);
    expect(screen.getByText(en['search.noData'])).toBeTruthy();
    const hot = screen.getByRole('heading', { name: en['search.hotWords'] }).parentElement;
    if (!hot) throw new Error('no hot words block');
    expect(within(hot).getByRole('link', { name: 'Kubernetes' }).getAttribute('href')).toBe('/search?keyword=Kubernetes');
    expect(screen.queryByText(en['search.empty'])).toBeNull();
  });
});

describe('SearchResults', () => {
  it('shows the two not-found texts for a keyword without results', () => {
    renderResults({ ...base, keyword: 'zzzz' }, { rows: [], total: 0, pageIndex: 1, pageSize: 20 });
    expect(screen.getByText(en['search.empty'])).toBeTruthy();
    expect(screen.getByText(en['search.noResult'])).toBeTruthy();
    expect(screen.queryByText(en['search.noData'])).toBeNull();
  });

  it('past the last page says only that, once, with a link back to the last page with results', () => {
    renderResults({ ...base, keyword: 'edge', type: 'DOCUMENT', pageIndex: 5, pageSize: 1 }, { rows: [], total: 2, pageIndex: 5, pageSize: 1 });
    expect(screen.getByRole('status').textContent).toContain('Page 5 has no results: they end on page 2.');
    expect(screen.queryByText(/2 results found/)).toBeNull();
    expect(screen.queryByText(en['search.noResult'])).toBeNull();
    expect(screen.queryByText(en['search.empty'])).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to page 2' }).getAttribute('href')).toBe('/search?keyword=edge&type=DOCUMENT&page=2');
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
    const { container } = renderResults({ ...base, keyword: 'kubernetes' }, result);
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Kubernetes', 'Kubernetes']);
    const link = screen.getByRole('link', { name: 'Create a Kubernetes cluster' });
    expect(link.getAttribute('href')).toBe('/document/202/22103');
    expect(screen.getByText('2026-04-01').getAttribute('datetime')).toBe('2026-04-01');
    expect(screen.getByText('Bad link').closest('a')).toBeNull();
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
    expect(screen.getByText('2 results found')).toBeTruthy();
  });
});
