// @vitest-environment jsdom
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BACK_TO_TOP_THRESHOLD, BackToTop } from './back-to-top.client';

let scrollY = 0;
const scrollTo = (y: number) =>
  act(() => {
    scrollY = y;
    window.dispatchEvent(new Event('scroll'));
  });

beforeEach(() => {
  scrollY = 0;
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** By selector: testing-library gives a hidden element no accessible name. */
const button = (): HTMLButtonElement => {
  const found = document.querySelector<HTMLButtonElement>('button[aria-label="Back to top"]');
  if (!found) throw new Error('no back-to-top button');
  return found;
};

describe('BackToTop', () => {
  it('appears only after scrolling more than 100 px', () => {
    expect(BACK_TO_TOP_THRESHOLD).toBe(100);
    render(
      <BackToTop className={undefined} label="Back to top">
        ↑
      </BackToTop>,
    );
    expect(button().hidden).toBe(true);
    scrollTo(100);
    expect(button().hidden).toBe(true);
    scrollTo(101);
    expect(button().hidden).toBe(false);
    scrollTo(40);
    expect(button().hidden).toBe(true);
  });

  it('scrolls to the top smoothly, or at once when the visitor prefers reduced motion', () => {
    render(
      <BackToTop className={undefined} label="Back to top">
        ↑
      </BackToTop>,
    );
    scrollTo(500);
    fireEvent.click(button());
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });

    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)', media: query }));
    fireEvent.click(button());
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'instant' });
  });
});
