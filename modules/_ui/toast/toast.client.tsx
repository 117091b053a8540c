'use client';

import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { TOAST_TOP_OFFSET_PX } from './toast-constants';
import type { ToastMessage } from './use-toast';
import styles from './toast.module.css';

const subscribeNothing = () => () => {};

type Props = { toast: ToastMessage | null; onDismiss: () => void; closeLabel: string };

/**
 * The site's one toast (messages and failed calls), drawn over the page 60 px from the top. It lives in document.body,
 * so a toast raised inside a popup stays visible when the popup closes. Errors are alerts, the rest status.
 */
export function Toast({ toast, onDismiss, closeLabel }: Props) {
  // No portal during server rendering or hydration: there is no document.body to render into yet.
  const mounted = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  if (!mounted || !toast) return null;
  const tone = toast.tone === 'error' ? styles.error : toast.tone === 'success' ? styles.success : '';
  return createPortal(
    <div className={styles.viewport} style={{ top: TOAST_TOP_OFFSET_PX }}>
      <div key={toast.id} className={`${styles.toast} ${tone}`} role={toast.tone === 'error' ? 'alert' : 'status'} data-toast={toast.tone}>
        <span>{toast.text}</span>
        <button type="button" className={styles.close} onClick={onDismiss} aria-label={closeLabel}>
          ×
        </button>
      </div>
    </div>,
    document.body,
  );
}
