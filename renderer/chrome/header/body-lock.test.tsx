// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lockBodyScroll } from './body-lock';

let scrollY = 0;

beforeEach(() => {
  scrollY = 640;
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
  vi.spyOn(window, 'scrollTo').mockImplementation((options?: ScrollToOptions | number) => {
    if (typeof options === 'object') scrollY = options.top ?? scrollY;
  });
  document.body.setAttribute('style', 'color: red;');
});
afterEach(() => {
  vi.restoreAllMocks();
  document.body.removeAttribute('style');
});

describe('lockBodyScroll', () => {
  it('fixes the body at -scrollY so the page behind does not scroll', () => {
    const release = lockBodyScroll();
    expect(document.body.style.position).toBe('fixed');
    expect(document.body.style.top).toBe('-640px');
    expect(document.body.style.width).toBe('100%');
    release();
  });

  it('restores the exact scroll position and the previous body style on release', () => {
    const release = lockBodyScroll();
    scrollY = 0; // a fixed body reports no scroll
    release();
    expect(window.scrollTo).toHaveBeenCalledWith({ left: 0, top: 640, behavior: 'instant' });
    expect(scrollY).toBe(640);
    expect(document.body.getAttribute('style')).toBe('color: red;');
    expect(document.body.style.position).toBe('');
  });

  it('starts the next page at the top when the lock is released after a navigation (a search from the drawer)', () => {
    const release = lockBodyScroll();
    scrollY = 0;
    window.history.pushState(null, '', '/search?q=cdn');
    release();
    expect(window.scrollTo).toHaveBeenCalledWith({ left: 0, top: 0, behavior: 'instant' });
    expect(scrollY).toBe(0);
    window.history.pushState(null, '', '/');
  });

  it('does not lock twice: a second lock leaves the first in charge', () => {
    const release = lockBodyScroll();
    const inner = lockBodyScroll();
    inner();
    expect(document.body.style.position).toBe('fixed');
    release();
    expect(document.body.style.position).toBe('');
  });
});
