'use client';

import type { ReactNode } from 'react';
import { useScrolledPast } from '../../../modules/_ui/use-scrolled-past';

/** The back-to-top button appears after scrolling more than 100 px. */
export const BACK_TO_TOP_THRESHOLD = 100;

function toTop() {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduce ? 'instant' : 'smooth' });
  // The button is about to disappear: focus moves to the top of the page instead of being lost.
  document.getElementById('site-logo')?.focus({ preventScroll: true });
}

export function BackToTop({ className, label, children }: { className: string | undefined; label: string; children: ReactNode }) {
  const visible = useScrolledPast(BACK_TO_TOP_THRESHOLD);
  return (
    <button type="button" className={className} hidden={!visible} aria-label={label} onClick={toTop}>
      {children}
    </button>
  );
}
