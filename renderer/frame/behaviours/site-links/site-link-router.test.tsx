// @vitest-environment jsdom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteAnchor } from '@/modules/_ui/site-anchor';
import { SiteLinkRouter } from './site-link-router.client';

const router = vi.hoisted(() => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router }));

function renderLinks() {
  return render(
    <>
      <SiteLinkRouter />
      <SiteAnchor href="/product/enterprise-cloud">product</SiteAnchor>
      <SiteAnchor href="/partners" prefetch={false}>
        partners
      </SiteAnchor>
      <SiteAnchor href="/search?type=news" replace scroll={false}>
        news filter
      </SiteAnchor>
      <a href="/plain">not a site link</a>
    </>,
  );
}

const link = (view: ReturnType<typeof renderLinks>, name: string) => view.getByText(name);

beforeEach(() => {
  router.push.mockReset();
  router.replace.mockReset();
  router.prefetch.mockReset();
});
afterEach(() => {
  cleanup();
  Reflect.deleteProperty(Navigator.prototype, 'connection');
});

describe('SiteLinkRouter', () => {
  it('follows a plain click on a site link without a page load', () => {
    const view = renderLinks();
    const followed = fireEvent.click(link(view, 'product'), { button: 0 });
    expect(followed).toBe(false);
    expect(router.push).toHaveBeenCalledWith(`${window.location.origin}/product/enterprise-cloud`, { scroll: true });
  });

  it('replaces the history entry and keeps the scroll position for a link marked so, as next/link did', () => {
    const view = renderLinks();
    expect(fireEvent.click(link(view, 'news filter'), { button: 0 })).toBe(false);
    expect(router.replace).toHaveBeenCalledWith(`${window.location.origin}/search?type=news`, { scroll: false });
    expect(router.push).not.toHaveBeenCalled();
  });

  it('leaves a modified click, and links that are not site links, to the browser', () => {
    const view = renderLinks();
    expect(fireEvent.click(link(view, 'product'), { button: 0, ctrlKey: true })).toBe(true);
    expect(fireEvent.click(link(view, 'not a site link'), { button: 0 })).toBe(true);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('prefetches on intent once per link, never a link marked not to', () => {
    const view = renderLinks();
    fireEvent.pointerOver(link(view, 'product'));
    fireEvent.focusIn(link(view, 'product'));
    fireEvent.pointerOver(link(view, 'partners'));
    expect(router.prefetch.mock.calls).toEqual([[`${window.location.origin}/product/enterprise-cloud`]]);
  });

  it('prefetches nothing with data saver on', () => {
    Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ effectiveType: '4g', saveData: true }) });
    const view = renderLinks();
    fireEvent.pointerOver(link(view, 'product'));
    expect(router.prefetch).not.toHaveBeenCalled();
  });
});
