'use client';

import { useEffect, useId, type ReactNode } from 'react';
import { SearchIcon } from '../../../modules/_ui/icons';
import { useDisclosure } from './use-disclosure';
import styles from './site-header.module.css';

/**
 * The header's search: a box in the bar where the bar has room for it, else a button that opens the
 * same box below the header (focused at once). Escape, a press outside and any navigation close it.
 */
export function HeaderSearch({ label, children }: { label: string; children: ReactNode }) {
  const { open, toggle, root, button } = useDisclosure();
  const panelId = useId();
  useEffect(() => {
    if (open) root.current?.querySelector<HTMLInputElement>('input[type="search"]')?.focus();
  }, [open, root]);

  return (
    <div ref={root} className={styles.headerSearch}>
      <button ref={button} type="button" className={styles.searchToggle} aria-expanded={open} aria-controls={panelId} aria-label={label} onClick={toggle}>
        <SearchIcon />
      </button>
      <div id={panelId} className={styles.searchPanel} data-open={open || undefined}>
        {children}
      </div>
    </div>
  );
}
