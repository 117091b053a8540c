'use client';

import { useEffect, useRef, useSyncExternalStore } from 'react';
import { consentCookie, hasConsent } from './consent-cookie';
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

const NOTICE_HEIGHT = '--cookie-notice-height';

/** The English site's cookie notice: a bar fixed to the bottom until the visitor agrees. */
export function CookieNotice({ label, text, agreeLabel }: Props) {
  const agreed = useSyncExternalStore(subscribe, agreedInBrowser, agreedOnServer);
  const notice = useRef<HTMLElement>(null);
  // The page keeps what it scrolls to (a form's status, a focused field) clear of the bar: globals.css scroll-padding.
  useEffect(() => {
    const element = notice.current;
    if (!element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty(NOTICE_HEIGHT, `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(NOTICE_HEIGHT);
    };
  }, [agreed]);
  if (agreed) return null;
  return (
    <section ref={notice} className={styles.notice} aria-label={label} data-cookie-notice="">
      <p className={styles.text}>{text}</p>
      <button type="button" className={styles.agree} onClick={agree}>
        {agreeLabel}
      </button>
    </section>
  );
}
