'use client';

import { useSyncExternalStore, type ReactNode } from 'react';
import { CloseIcon } from '../../../modules/_ui/icons';
import { ANNOUNCEMENT_STORAGE_KEY } from './announcement-key';
import styles from './announcement-bar.module.css';

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function closedKey(): string | null {
  try {
    return window.localStorage.getItem(ANNOUNCEMENT_STORAGE_KEY);
  } catch {
    // Storage blocked (private mode, policy): the announcement shows, and closing it lasts this page.
    return null;
  }
}

let closedThisPage: string | null = null;

function close(key: string) {
  closedThisPage = key;
  try {
    window.localStorage.setItem(ANNOUNCEMENT_STORAGE_KEY, key);
  } catch {
    // Remembered for this page only.
  }
  listeners.forEach((listener) => listener());
}

type Props = { storageKey: string; label: string; closeLabel: string; children: ReactNode };

/**
 * The CMS announcement above the header, closable. The server HTML has it for everyone (the page is
 * cached); a script in the head (announcement-hide-early.ts) hides it before the first paint for a
 * visitor who closed this very announcement, so nothing moves when the page hydrates.
 */
export function AnnouncementBar({ storageKey, label, closeLabel, children }: Props) {
  const closed = useSyncExternalStore(
    subscribe,
    () => closedThisPage === storageKey || closedKey() === storageKey,
    () => false,
  );
  return (
    <section id="announcement" className={styles.bar} aria-label={label} data-key={storageKey} data-drawer-inert="" hidden={closed}>
      <p className={styles.text}>{children}</p>
      <button type="button" className={styles.close} aria-label={closeLabel} onClick={() => close(storageKey)}>
        <CloseIcon />
      </button>
    </section>
  );
}
