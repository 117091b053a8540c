// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CaseCarousel } from './case-carousel';
import examples from './examples.json';
import { caseCarouselSchema } from './schema';

const chinese = caseCarouselSchema.parse(examples[0]);
const english = caseCarouselSchema.parse(examples[1]);
const scrollTo = vi.fn();

beforeEach(() => {
  // jsdom has no scrolling.
  HTMLElement.prototype.scrollTo = scrollTo;
});
afterEach(() => {
  cleanup();
  scrollTo.mockReset();
  Reflect.deleteProperty(HTMLElement.prototype, 'scrollTo');
  vi.useRealTimers();
});

/** The slide list, with each slide placed 1000 px after the previous one. */
function laidOutTrack(title: string) {
  const list = screen.getByRole('list', { name: title });
  [...list.children].forEach((slide, index) => Object.defineProperty(slide, 'offsetLeft', { value: index * 1000 }));
  return list;
}

describe('case-carousel', () => {
  it('puts every case in the server HTML and leaves the JS-only buttons out', () => {
    const html = renderToStaticMarkup(<CaseCarousel {...chinese} />);
    for (const item of chinese.cases) {
      expect(html).toContain(item.customer);
      expect(html).toContain(item.summary);
      expect(html).toContain(`href="${item.link.href}"`);
    }
    expect(html).not.toContain('<button');
  });

  it('moves to the next and previous case with labelled buttons, wrapping at the ends', () => {
    render(<CaseCarousel {...chinese} />);
    laidOutTrack(chinese.title);
    const next = screen.getByRole('button', { name: '下一个案例' });
    const previous = screen.getByRole('button', { name: '上一个案例' });
    expect(next).toHaveProperty('type', 'button');
    expect(screen.getByText('1 / 3')).toBeDefined();

    fireEvent.click(next);
    expect(screen.getByText('2 / 3')).toBeDefined();
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 1000 });

    fireEvent.click(previous);
    expect(screen.getByText('1 / 3')).toBeDefined();
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0 });

    fireEvent.click(previous);
    expect(screen.getByText('3 / 3')).toBeDefined();
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 2000 });
  });

  it('follows a swipe once scrolling settles', () => {
    vi.useFakeTimers();
    render(<CaseCarousel {...chinese} />);
    const list = laidOutTrack(chinese.title);
    Object.defineProperty(list, 'scrollWidth', { value: 3000 });
    list.scrollLeft = 1000;
    fireEvent.scroll(list);
    expect(screen.getByText('1 / 3')).toBeDefined();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByText('2 / 3')).toBeDefined();
  });

  it('names the buttons in English when the payload sets no labels', () => {
    render(<CaseCarousel {...english} />);
    expect(screen.getByRole('button', { name: 'Previous case' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Next case' })).toBeDefined();
  });

  it('shows no buttons for a single case', () => {
    const [first] = english.cases;
    render(<CaseCarousel {...english} cases={first ? [first] : []} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
