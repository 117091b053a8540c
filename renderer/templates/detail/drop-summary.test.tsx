// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PREVIEW_BANNER_SLOT_ID } from '../../frame/preview-banner/preview-banner-slot';
import { DropSummary } from './drop-summary.client';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const summary = <DropSummary text="4 modules dropped from this page" linkLabel="See why" reportId="drop-report" />;

describe('DropSummary', () => {
  it('puts the count and a link to the report into the preview banner, and takes them away with the page', () => {
    const slot = document.body.appendChild(Object.assign(document.createElement('span'), { id: PREVIEW_BANNER_SLOT_ID }));
    const page = render(summary);
    expect(slot.textContent).toBe('4 modules dropped from this page See why');
    expect(slot.querySelector('a')?.getAttribute('href')).toBe('#drop-report');
    expect(page.container.textContent).toBe('');
    page.unmount();
    expect(slot.textContent).toBe('');
  });

  it('shows nothing where there is no banner', () => {
    const page = render(summary);
    expect(document.body.textContent).toBe('');
    expect(page.container.childElementCount).toBe(0);
  });
});
