'use client';

import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import styles from './case-carousel.module.css';

type Props = {
  /** Accessible name of the list: the module title. */
  label: string;
  count: number;
  labels: { previous: string; next: string };
  /** The server-rendered slides, one `<li>` each. */
  children: ReactNode;
};

const subscribeNothing = () => () => {};

function Arrow({ flip }: { flip?: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false" style={flip ? { transform: 'scaleX(-1)' } : undefined}>
      <path d="M12.5 4 6.5 10l6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** Previous/next buttons over a scroll-snap list that already works without JS. */
export function CaseTrack({ label, count, labels, children }: Props) {
  const listRef = useRef<HTMLUListElement>(null);
  const settleTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [current, setCurrent] = useState(0);
  // Buttons do nothing before hydration, so the server HTML leaves them out.
  const hydrated = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );

  useEffect(() => () => clearTimeout(settleTimer.current), []);

  function go(index: number) {
    const target = (index + count) % count;
    const list = listRef.current;
    const slide = list?.children.item(target);
    setCurrent(target);
    // No `behavior`: the CSS decides, smooth only without prefers-reduced-motion.
    if (list && slide instanceof HTMLElement) list.scrollTo({ left: slide.offsetLeft });
  }

  // Swipes and links focused by Tab scroll the list too: follow once scrolling settles.
  function followScroll() {
    clearTimeout(settleTimer.current);
    settleTimer.current = setTimeout(() => {
      const list = listRef.current;
      if (!list || list.scrollWidth === 0) return;
      setCurrent(Math.min(count - 1, Math.round(list.scrollLeft / (list.scrollWidth / count))));
    }, 120);
  }

  return (
    <div>
      <ul ref={listRef} className={styles.track} aria-label={label} onScroll={followScroll}>
        {children}
      </ul>
      {count > 1 ? (
        <div className={styles.controls}>
          {hydrated ? (
            <>
              <button type="button" className={styles.button} aria-label={labels.previous} onClick={() => go(current - 1)}>
                <Arrow />
              </button>
              <p className={styles.status} aria-live="polite" aria-atomic="true">
                {current + 1} / {count}
              </p>
              <button type="button" className={styles.button} aria-label={labels.next} onClick={() => go(current + 1)}>
                <Arrow flip />
              </button>
            </>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
