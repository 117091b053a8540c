'use client';

import { useSyncExternalStore } from 'react';
import { consentCookie, hasConsent } from '../client/consent-cookie';
import styles from './cookie-notice.module.css';

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const agreedInBrowser = () => hasConsent(document.cookie);
// The cached HTML is the same for everyone: the notice is decided in the browser, after hydration.
const agreedOnServer = () => true;

function agree() {
  document.cookie = consentCookie(window.location.protocol === 'https:');
  listeners.forEach((listener) => listener());
}

type Props = { label: string; text: string; agreeLabel: string };

/** The English site's cookie notice (spec section 2): a bar fixed to the bottom until the visitor agrees. */
export function CookieNotice({ label, text, agreeLabel }: Props) {
  const agreed = useSyncExternalStore(subscribe, agreedInBrowser, agreedOnServer);
  if (agreed) return null;
  return (
    <section className={styles.notice} aria-label={label} data-cookie-notice="">
      <p className={styles.text}>{text}</p>
      <button type="button" className={styles.agree} onClick={agree}>
        {agreeLabel}
      </button>
    </section>
  );
}
