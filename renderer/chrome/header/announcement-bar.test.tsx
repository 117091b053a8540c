// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AnnouncementBar } from './announcement-bar.client';
import { ANNOUNCEMENT_STORAGE_KEY, announcementKey } from './announcement-key';

const bar = (storageKey: string) => (
  <AnnouncementBar storageKey={storageKey} label="Announcement" closeLabel="Close announcement">
    TOP Computing is now available
  </AnnouncementBar>
);
const region = () => screen.queryByRole('region', { name: 'Announcement' });

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

describe('AnnouncementBar', () => {
  it('closes on its button and stays closed for the same announcement', () => {
    const key = announcementKey('TOP Computing is now available', '/product/top-computing');
    const first = render(bar(key));
    fireEvent.click(screen.getByRole('button', { name: 'Close announcement' }));
    expect(region()).toBeNull();
    expect(window.localStorage.getItem(ANNOUNCEMENT_STORAGE_KEY)).toBe(key);
    first.unmount();
    render(bar(key));
    expect(region()).toBeNull();
  });

  it('shows a new announcement to a visitor who closed the last one', () => {
    window.localStorage.setItem(ANNOUNCEMENT_STORAGE_KEY, announcementKey('Last month’s news', undefined));
    render(bar(announcementKey('TOP Computing is now available', undefined)));
    expect(region()?.textContent).toBe('TOP Computing is now available');
  });
});

describe('announcementKey', () => {
  it('changes with the text and with the link', () => {
    const keys = new Set([announcementKey('a', undefined), announcementKey('b', undefined), announcementKey('a', '/x'), announcementKey('a', '/y')]);
    expect(keys.size).toBe(4);
    expect(announcementKey('a', '/x')).toBe(announcementKey('a', '/x'));
  });
});
