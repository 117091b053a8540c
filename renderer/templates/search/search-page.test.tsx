import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { LanguageCode } from '@/schemas/locale';
import type { SearchResult } from '@/schemas/search';
import { dataOf } from '@/tests/msw/portal-context';
import { visibleText } from '@/tests/support/html';
import { getHotSearchWords, getSearchResults } from '../../data/content/get-search';
import { SiteMessages } from '../../i18n/site-messages.testing';
import { dictionaries } from '../../i18n/messages';
import { SearchPage } from './search-page';
import { searchRequestFromParams } from './search-request';

vi.mock('next/navigation', () => ({ useRouter: () => ({ replace: vi.fn(), push: vi.fn() }), usePathname: () => '/search' }));

/** What the /search route does for an address: shape the request, fetch through the getters (embedded CMS in-process), render. */
async function renderAddress(locale: LanguageCode, query: string): Promise<{ html: string; result: SearchResult | undefined }> {
  const request = searchRequestFromParams(new URLSearchParams(query));
  const hotWords = dataOf(await getHotSearchWords(locale));
  const result = request.keyword ? dataOf(await getSearchResults(locale, request)) : undefined;
  const html = renderToStaticMarkup(
    <SiteMessages locale={locale}>
      <SearchPage locale={locale} request={request} result={result} hotWords={hotWords} />
    </SiteMessages>,
  );
  return { html, result };
}

describe('/search, server-rendered', () => {
  // The first search of the run builds the embedded CMS's search index: over 5 s on a busy machine.
  it('renders the first English results for kubernetes with their matches marked', { timeout: 30_000 }, async () => {
    const { html, result } = await renderAddress('EN_US', 'keyword=kubernetes');
    expect(result?.total).toBeGreaterThan(0);
    const marks = [...html.matchAll(/<mark>([^<]*)<\/mark>/g)].map((m) => m[1]?.toLowerCase());
    expect(marks.length).toBeGreaterThan(0);
    expect(new Set(marks)).toEqual(new Set(['kubernetes']));
    expect(html).toContain('value="kubernetes"');
    expect(html).not.toContain(dictionaries.EN_US['common.loading']);
  });

  it('renders the Chinese results for 存储 with 存储 marked', async () => {
    const { html } = await renderAddress('ZH_CN', `keyword=${encodeURIComponent('存储')}`);
    const marks = [...html.matchAll(/<mark>([^<]*)<\/mark>/g)].map((m) => m[1]);
    expect(marks.length).toBeGreaterThan(0);
    for (const mark of marks) expect(mark).toContain('存储');
  });

  it('shows No Data and the hot words without a keyword', async () => {
    const { html } = await renderAddress('ZH_CN', '');
    const text = visibleText(html);
    expect(text).toContain('暂无数据');
    expect(text).toContain('热门搜索');
    expect(html).toContain(`href="/search?keyword=${encodeURIComponent('对象存储')}"`);
  });

  it('shows the two no-result texts for a keyword without results', async () => {
    const { html } = await renderAddress('EN_US', 'keyword=qqzzxxnothing');
    const text = visibleText(html);
    expect(text).toContain('Sorry, we did not find the information you are searching for.');
    expect(text).toContain('No result found, try other search terms');
  });

  it('says it is loading when the server could not get the results, for the browser to ask', () => {
    const request = searchRequestFromParams(new URLSearchParams('keyword=kubernetes'));
    const html = renderToStaticMarkup(
      <SiteMessages locale={'EN_US'}>
        <SearchPage locale={'EN_US'} request={request} result={undefined} hotWords={[]} />
      </SiteMessages>,
    );
    expect(visibleText(html)).toContain(dictionaries.EN_US['common.loading']);
    expect(html).not.toContain('<mark>');
  });
});
