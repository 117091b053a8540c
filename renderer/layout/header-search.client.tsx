'use client';

import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { SearchIcon } from './icons';
import { useDismiss } from './use-dismiss';
import styles from './site-header.module.css';

/**
 * The header's search: a box in the bar where the bar has room for it, else a button that opens the
 * same box below the header (focused at once). Escape, a press outside and any navigation close it.
 */
export function HeaderSearch({ label, children }: { label: string; children: ReactNode }) {
  const pathname = usePathname();
  // The path it was opened on: a search (or any navigation) closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpenOn(null), []);
  const escape = useCallback(() => {
    setOpenOn(null);
    toggle.current?.focus();
  }, []);
  useDismiss(open, root, close, escape);
  useEffect(() => {
    if (open) root.current?.querySelector<HTMLInputElement>('input[type="search"]')?.focus();
  }, [open]);

  return (
    <div ref={root} className={styles.headerSearch}>
      <button
        ref={toggle}
        type="button"
        className={styles.searchToggle}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={label}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        <SearchIcon />
      </button>
      <div id={panelId} className={styles.searchPanel} data-open={open || undefined}>
        {children}
      </div>
    </div>
  );
}
