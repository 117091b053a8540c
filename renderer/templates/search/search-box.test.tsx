// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteMessages } from '../../i18n/site-messages.testing';
import { SearchBox } from './search-box.client';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

afterEach(() => {
  cleanup();
  push.mockClear();
});

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

  it('opens the search client-side at the address the search page uses: keyword trimmed, filter kept', () => {
    render(
      <SiteMessages locale={'ZH_CN'}>
        <SearchBox type="DOCUMENT" />
      </SiteMessages>,
    );
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '  对象存储 ' } });
    const submitted = fireEvent.submit(screen.getByRole('search'));
    expect(submitted).toBe(false);
    expect(push).toHaveBeenCalledWith('/search?keyword=%E5%AF%B9%E8%B1%A1%E5%AD%98%E5%82%A8&type=DOCUMENT');
  });
});
