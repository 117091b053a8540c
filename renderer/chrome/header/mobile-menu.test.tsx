// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MobileMenu } from './mobile-menu.client';

let pathname = '/product/enterprise-cloud';
vi.mock('next/navigation', () => ({ usePathname: () => pathname }));

let scrollY = 0;

beforeEach(() => {
  pathname = '/product/enterprise-cloud';
  scrollY = 730;
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
  vi.spyOn(window, 'scrollTo').mockImplementation((options?: ScrollToOptions | number) => {
    if (typeof options === 'object') scrollY = options.top ?? scrollY;
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderMenu() {
  return render(
    <>
      <MobileMenu openLabel="Open menu" closeLabel="Close menu">
        <a href="/solution/healthcare">Healthcare</a>
      </MobileMenu>
      <main data-drawer-inert="">page</main>
    </>,
  );
}

describe('MobileMenu', () => {
  it('opens a drawer that fixes the body at the scroll position, and closing restores it exactly', () => {
    renderMenu();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const drawer = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(drawer?.hidden).toBe(true);

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-label')).toBe('Close menu');
    expect(drawer?.hidden).toBe(false);
    expect(document.body.style.position).toBe('fixed');
    expect(document.body.style.top).toBe('-730px');
    expect(document.querySelector('main')?.inert).toBe(true);

    scrollY = 0; // a fixed body does not scroll
    fireEvent.click(toggle);
    expect(drawer?.hidden).toBe(true);
    expect(document.body.style.position).toBe('');
    expect(document.body.style.top).toBe('');
    expect(scrollY).toBe(730);
    expect(document.querySelector('main')?.inert).toBe(false);
  });

  it('closes on Escape and gives focus back to the toggle', () => {
    renderMenu();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    fireEvent.click(toggle);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
    expect(document.body.style.position).toBe('');
  });

  it('closes when a link inside is followed, and when the path changes', () => {
    const view = renderMenu();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole('link', { name: 'Healthcare' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(toggle);
    expect(document.body.style.position).toBe('fixed');
    pathname = '/solution/healthcare';
    act(() => {
      view.rerender(
        <>
          <MobileMenu openLabel="Open menu" closeLabel="Close menu">
            <a href="/solution/healthcare">Healthcare</a>
          </MobileMenu>
          <main data-drawer-inert="">page</main>
        </>,
      );
    });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.body.style.position).toBe('');
  });

  it('opens below the header wherever the header is, and closing from the toggle keeps focus on it', () => {
    render(
      <header>
        <MobileMenu openLabel="Open menu" closeLabel="Close menu">
          <a href="/solution/healthcare">Healthcare</a>
        </MobileMenu>
      </header>,
    );
    const header = document.querySelector('header');
    if (!header) throw new Error('no header');
    // Below an announcement strip of 72 px, the 56 px header ends at 128 px.
    vi.spyOn(header, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 72, 390, 56));
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    const drawer = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    fireEvent.click(toggle);
    expect(drawer?.style.getPropertyValue('--drawer-top')).toBe('128px');

    // Rotated: the header moved, and the drawer follows it.
    vi.spyOn(header, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 844, 56));
    fireEvent(window, new Event('resize'));
    expect(drawer?.style.getPropertyValue('--drawer-top')).toBe('56px');

    fireEvent.click(toggle);
    expect(drawer?.hidden).toBe(true);
    expect(drawer?.style.getPropertyValue('--drawer-top')).toBe('');
    expect(document.activeElement).toBe(toggle);
  });
});
