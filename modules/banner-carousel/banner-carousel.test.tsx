// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BannerCarousel } from './banner-carousel';
import examples from './examples.json';
import { bannerCarouselSchema } from './schema';

const chinese = bannerCarouselSchema.parse(examples[0]);
const english = bannerCarouselSchema.parse(examples[1]);
const threeSlides = {
  ...chinese,
  slides: [...chinese.slides, { title: '安全防护，全天候在线', actions: [] }],
};
const scrollTo = vi.fn();
let reducedMotion = false;

beforeEach(() => {
  vi.useFakeTimers();
  // jsdom has no scrolling and no media queries.
  HTMLElement.prototype.scrollTo = scrollTo;
  window.matchMedia = (query: string) =>
    ({ matches: reducedMotion && query.includes('reduce'), addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList;
});
afterEach(() => {
  cleanup();
  scrollTo.mockReset();
  reducedMotion = false;
  Reflect.deleteProperty(HTMLElement.prototype, 'scrollTo');
  vi.useRealTimers();
});

const carousel = () => screen.getByRole('region', { name: threeSlides.title });
const currentDot = () =>
  screen
    .getAllByRole('button')
    .find((button) => button.getAttribute('aria-current') === 'true')
    ?.getAttribute('aria-label');

/** The track with each slide placed 1000 px after the previous one. */
function layOut() {
  const track = carousel().firstElementChild;
  if (!(track instanceof HTMLElement)) throw new Error('no track');
  [...track.children].forEach((slide, index) => Object.defineProperty(slide, 'offsetLeft', { value: index * 1000 }));
  Object.defineProperty(track, 'clientWidth', { value: 1000 });
  return track;
}

describe('banner-carousel', () => {
  it('puts every slide in the server HTML, the first as the page heading, and no JS-only control', () => {
    const html = renderToStaticMarkup(<BannerCarousel {...threeSlides} />);
    for (const slide of threeSlides.slides) expect(html).toContain(slide.title);
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html.indexOf('<h1')).toBeLessThan(html.indexOf(threeSlides.slides[1]?.title ?? '?'));
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).not.toContain('<button');
    // Only the first background is fetched at once.
    expect(html.match(/<img[^>]*fetchPriority="high"/gi)).toHaveLength(1);
    expect(html.match(/<img[^>]*loading="lazy"/gi)).toHaveLength(1);
  });

  it('turns to the next slide by itself, wrapping after the last', () => {
    render(<BannerCarousel {...threeSlides} />);
    layOut();
    expect(currentDot()).toBe(threeSlides.slides[0]?.title);
    act(() => vi.advanceTimersByTime(6000));
    expect(currentDot()).toBe(threeSlides.slides[1]?.title);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 1000 });
    act(() => vi.advanceTimersByTime(6000));
    expect(currentDot()).toBe(threeSlides.slides[2]?.title);
    act(() => vi.advanceTimersByTime(6000));
    expect(currentDot()).toBe(threeSlides.slides[0]?.title);
  });

  it('holds while the pointer is over it or focus is in it', () => {
    render(<BannerCarousel {...threeSlides} />);
    layOut();
    fireEvent.pointerEnter(carousel());
    act(() => vi.advanceTimersByTime(20000));
    expect(currentDot()).toBe(threeSlides.slides[0]?.title);
    fireEvent.pointerLeave(carousel());
    act(() => screen.getByRole('button', { name: '下一张' }).focus());
    act(() => vi.advanceTimersByTime(20000));
    expect(currentDot()).toBe(threeSlides.slides[0]?.title);
  });

  it('stops and starts again with the pause button', () => {
    render(<BannerCarousel {...threeSlides} />);
    layOut();
    fireEvent.click(screen.getByRole('button', { name: '暂停轮播' }));
    fireEvent.blur(screen.getByRole('button', { name: '继续轮播' }));
    act(() => vi.advanceTimersByTime(20000));
    expect(currentDot()).toBe(threeSlides.slides[0]?.title);
    fireEvent.click(screen.getByRole('button', { name: '继续轮播' }));
    fireEvent.blur(screen.getByRole('button', { name: '暂停轮播' }));
    act(() => vi.advanceTimersByTime(6000));
    expect(currentDot()).toBe(threeSlides.slides[1]?.title);
  });

  it('does not turn by itself for a visitor who prefers reduced motion', () => {
    reducedMotion = true;
    render(<BannerCarousel {...threeSlides} />);
    layOut();
    act(() => vi.advanceTimersByTime(30000));
    expect(currentDot()).toBe(threeSlides.slides[0]?.title);
    expect(screen.getByRole('button', { name: '继续轮播' })).toBeDefined();
  });

  it('moves with the arrow keys, the buttons and a slide’s own button', () => {
    render(<BannerCarousel {...threeSlides} />);
    layOut();
    fireEvent.keyDown(carousel(), { key: 'ArrowLeft' });
    expect(currentDot()).toBe(threeSlides.slides[2]?.title);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 2000 });
    fireEvent.keyDown(carousel(), { key: 'ArrowRight' });
    expect(currentDot()).toBe(threeSlides.slides[0]?.title);
    fireEvent.click(screen.getByRole('button', { name: '下一张' }));
    expect(currentDot()).toBe(threeSlides.slides[1]?.title);
    fireEvent.click(screen.getByRole('button', { name: threeSlides.slides[2]?.title }));
    expect(currentDot()).toBe(threeSlides.slides[2]?.title);
  });

  it('follows a swipe once scrolling settles', () => {
    render(<BannerCarousel {...threeSlides} />);
    const track = layOut();
    track.scrollLeft = 2000;
    fireEvent.scroll(track);
    act(() => vi.advanceTimersByTime(200));
    expect(currentDot()).toBe(threeSlides.slides[2]?.title);
  });

  it('keeps the slide a button chose while the smooth scroll there stalls on a busy device', () => {
    render(<BannerCarousel {...threeSlides} />);
    const track = layOut();
    fireEvent.click(screen.getByRole('button', { name: '下一张' }));
    // The scroll has just left the first slide when a slow frame holds it for longer than the settle delay.
    track.scrollLeft = 20;
    fireEvent.scroll(track);
    act(() => vi.advanceTimersByTime(200));
    expect(currentDot()).toBe(threeSlides.slides[1]?.title);
    track.scrollLeft = 1000;
    fireEvent.scroll(track);
    act(() => vi.advanceTimersByTime(200));
    expect(currentDot()).toBe(threeSlides.slides[1]?.title);
  });

  it('follows a swipe that interrupts the scroll a button started', () => {
    render(<BannerCarousel {...threeSlides} />);
    const track = layOut();
    fireEvent.click(screen.getByRole('button', { name: '下一张' }));
    fireEvent.pointerDown(track);
    track.scrollLeft = 2000;
    fireEvent.scroll(track);
    act(() => vi.advanceTimersByTime(200));
    expect(currentDot()).toBe(threeSlides.slides[2]?.title);
  });

  it('names each slide\'s link by its label and the slide it leads on from, so "Learn more" says where it goes', () => {
    render(<BannerCarousel {...chinese} />);
    const [slide] = chinese.slides;
    const [action] = slide?.actions ?? [];
    if (!slide || !action) throw new Error('the Chinese example has a slide with a link');
    expect(screen.getByRole('link', { name: `${action.label}: ${slide.title}` }).getAttribute('href')).toBe(action.href);
  });

  it('is a plain hero with English control names by default and no controls for one slide', () => {
    render(<BannerCarousel {...english} />);
    expect(screen.getByRole('heading', { level: 1, name: english.slides[0]?.title })).toBeDefined();
    expect(screen.queryByRole('button')).toBeNull();
    expect(english.labels.pause).toBe('Pause slides');
  });
});
