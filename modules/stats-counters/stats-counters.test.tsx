// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatCountValue, parseCountValue } from './count-value';
import examples from './examples.json';
import { statsCountersSchema } from './schema';
import { StatsCounters } from './stats-counters';

type Entry = { isIntersecting: boolean };

/** Records observers so a test can scroll an element into view by hand. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  constructor(readonly callback: (entries: readonly Entry[]) => void) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe() {}
  disconnect() {}
}

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }));
}

const zh = statsCountersSchema.parse(examples[0]);
const en = statsCountersSchema.parse(examples[1]);
const tickers = (container: HTMLElement) => [...container.querySelectorAll('[aria-hidden="true"]')].map((node) => node.textContent);

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('stats-counters', () => {
  it('renders the final values in the server HTML', () => {
    const html = renderToString(<StatsCounters {...zh} />);
    for (const value of ['3000+', '70', '20%', '15T']) expect(html).toContain(`>${value}</span>`);
    expect(html).not.toContain('aria-hidden');
  });

  it('shows the final values at once and never counts when reduced motion is preferred', () => {
    stubReducedMotion(true);
    const { container } = render(<StatsCounters {...en} />);
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
    expect(container.textContent).toContain('500+');
    expect(container.textContent).toContain('1.02T');
    expect(tickers(container)).toEqual([]);
  });

  it('counts up once scrolled into view, keeping the final value for screen readers, and ends on it', () => {
    stubReducedMotion(false);
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    const { container } = render(<StatsCounters {...en} />);
    expect(tickers(container)).toEqual([]);
    act(() => FakeIntersectionObserver.instances.forEach((observer) => observer.callback([{ isIntersecting: true }])));
    act(() => vi.advanceTimersByTime(300));
    const midway = tickers(container);
    expect(midway).toHaveLength(4);
    expect(midway[0]).toMatch(/^\d+\+$/);
    expect(Number.parseInt(midway[0] ?? '', 10)).toBeLessThan(500);
    expect(container.textContent).toContain('500+');
    act(() => vi.advanceTimersByTime(2000));
    expect(tickers(container)).toEqual([]);
  });

  it('splits a value around its first number', () => {
    const value = parseCountValue('1.02T');
    expect(value).toEqual({ before: '', target: 1.02, decimals: 2, grouped: false, after: 'T' });
    expect(value && formatCountValue(value, 0.5)).toBe('0.51T');
    const grouped = parseCountValue('3,000+');
    expect(grouped && formatCountValue(grouped, 1)).toBe('3,000+');
    expect(parseCountValue('24x7')?.after).toBe('x7');
    expect(parseCountValue('N/A')).toBeUndefined();
  });

  it.each([
    ['3,000+', 0.5, '1,500+'],
    ['1,234,567', 1, '1,234,567'],
    ['1,234,567', 0.1, '123,457'],
    ['99.9%', 0.25, '25.0%'],
    ['12,000.5 TB', 1, '12,000.5 TB'],
    ['7 days', 0, '0 days'],
  ])('reads %s at %s of the count as %s, without a number format (the first costs a phone a quarter second)', (text, progress, expected) => {
    const toLocale = vi.spyOn(Number.prototype, 'toLocaleString');
    const made = vi.spyOn(Intl, 'NumberFormat');
    const value = parseCountValue(text);
    expect(value && formatCountValue(value, progress)).toBe(expected);
    expect(toLocale).not.toHaveBeenCalled();
    expect(made).not.toHaveBeenCalled();
  });
});
