import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SiteMessages } from '../../i18n/site-messages.testing';
import { SearchBox } from './search-box.client';

const renderBox = (props: Parameters<typeof SearchBox>[0] = {}) =>
  renderToStaticMarkup(
    <SiteMessages locale={'ZH_CN'}>
      <SearchBox {...props} />
    </SiteMessages>,
  );

describe('SearchBox', () => {
  it('is a search form that works without JavaScript: GET /search?keyword=…', () => {
    const html = renderBox();
    const form = /<form[^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain('action="/search"');
    expect(form).toContain('role="search"');
    expect(form).not.toMatch(/method="post"/i);
    expect(html).toMatch(/<input[^>]*type="search"[^>]*name="keyword"/);
    expect(html).toMatch(/<button type="submit"[^>]*>搜索<\/button>/);
  });

  it('labels its input', () => {
    const html = renderBox();
    const id = /<input[^>]*id="([^"]+)"[^>]*type="search"/.exec(html)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`<label for="${id}" class="visually-hidden">站内搜索</label>`);
  });

  it('carries a fixed filter and a starting keyword when given', () => {
    const html = renderBox({ type: 'DOCUMENT', defaultKeyword: '存储' });
    expect(html).toContain('<input type="hidden" name="type" value="DOCUMENT"/>');
    expect(html).toContain('value="存储"');
    expect(renderBox({ type: 'ALL' })).not.toContain('name="type"');
  });
});
