'use client';

import type { ReactNode } from 'react';
import { useScrolledPast } from '../../../modules/_ui/use-scrolled-past';

/** The header element; it gains a subtle shadow once the page scrolls under it. */
export function HeaderShell({ className, children }: { className: string | undefined; children: ReactNode }) {
  const scrolled = useScrolledPast(0);
  return (
    <header className={className} data-scrolled={scrolled || undefined}>
      {children}
    </header>
  );
}
