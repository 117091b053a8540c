// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteMessages } from '../../i18n/site-messages.testing';
import { Pagination } from './pagination.client';

afterEach(cleanup);

const english = ({ children }: { children: ReactNode }) => <SiteMessages locale={'EN_US'}>{children}</SiteMessages>;

function renderPagination(props: Partial<Parameters<typeof Pagination>[0]> = {}) {
  const onNavigate = vi.fn();
  render(<Pagination path="/press" page={2} pageSize={10} total={47} onNavigate={onNavigate} {...props} />, { wrapper: english });
  return { onNavigate, nav: screen.getByRole('navigation', { name: 'Pagination' }) };
}

describe('Pagination', () => {
  it('is a navigation landmark with its texts: total, per page, Prev, Next, Goto, Page', () => {
    const { nav } = renderPagination();
    expect(within(nav).getByText('Total 47 records')).toBeTruthy();
    expect(within(nav).getByRole('combobox', { name: 'Items per page' })).toBeTruthy();
    expect(within(nav).getByRole('option', { name: '20 / page' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Prev' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Next' })).toBeTruthy();
    expect(within(nav).getByText('Goto')).toBeTruthy();
    expect(within(nav).getByText('Page')).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'Go' })).toBeTruthy();
  });

  it('links every page with ?page=N and marks the current one', () => {
    const { nav } = renderPagination({ query: { reportType: 'edge-computing' } });
    const current = within(nav).getByRole('link', { name: 'Page 2' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.getAttribute('href')).toBe('/press?reportType=edge-computing&page=2');
    expect(within(nav).getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe('/press?reportType=edge-computing');
    expect(within(nav).getByRole('link', { name: 'Page 5' }).getAttribute('aria-current')).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/press?reportType=edge-computing&page=3');
  });

  it('disables Prev on the first page and Next on the last', () => {
    const first = renderPagination({ page: 1 }).nav;
    const prev = within(first).getByRole('link', { name: 'Prev' });
    expect(prev.getAttribute('aria-disabled')).toBe('true');
    expect(prev.hasAttribute('href')).toBe(false);
    cleanup();
    const last = renderPagination({ page: 5 }).nav;
    expect(within(last).getByRole('link', { name: 'Next' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('hands a plain click to onNavigate instead of following the link; a modified click is left to the browser', () => {
    const { nav, onNavigate } = renderPagination();
    fireEvent.click(within(nav).getByRole('link', { name: 'Page 4' }));
    expect(onNavigate).toHaveBeenCalledWith({ page: 4, pageSize: 10, href: '/press?page=4' });
    onNavigate.mockClear();
    fireEvent.click(within(nav).getByRole('link', { name: 'Page 4' }), { ctrlKey: true });
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('Goto clamps a page out of range and ignores an empty box', () => {
    const { nav, onNavigate } = renderPagination();
    const box = within(nav).getByRole('spinbutton');
    fireEvent.change(box, { target: { value: '99' } });
    fireEvent.click(within(nav).getByRole('button', { name: 'Go' }));
    expect(onNavigate).toHaveBeenLastCalledWith({ page: 5, pageSize: 10, href: '/press?page=5' });
    fireEvent.change(box, { target: { value: '' } });
    fireEvent.click(within(nav).getByRole('button', { name: 'Go' }));
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('changing the page size keeps the first item of the page in view', () => {
    const { nav, onNavigate } = renderPagination({ page: 3 });
    fireEvent.change(within(nav).getByRole('combobox', { name: 'Items per page' }), { target: { value: '20' } });
    expect(onNavigate).toHaveBeenCalledWith({ page: 2, pageSize: 20, href: '/press?page=2&size=20' });
  });

  it("forms fall back to GET requests that carry the list's parameters", () => {
    const { nav } = renderPagination({ pageSize: 20, query: { reportType: 'cloud-native' } });
    const goto = within(nav).getByRole('button', { name: 'Go' }).closest('form');
    expect(goto?.getAttribute('action')).toBe('/press');
    expect(goto?.getAttribute('method')).toBe('get');
    const hidden = [...(goto?.querySelectorAll('input[type=hidden]') ?? [])].map((input) => `${input.getAttribute('name')}=${input.getAttribute('value')}`);
    expect(hidden).toEqual(['reportType=cloud-native', 'size=20']);
  });
});
