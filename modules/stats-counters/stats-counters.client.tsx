'use client';

import { useEffect, useRef, useState } from 'react';
import { formatCountValue, parseCountValue } from './count-value';
import styles from './stats-counters.module.css';

const DURATION_MS = 1200;

const easeOut = (t: number) => 1 - (1 - t) ** 3;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The final value is always rendered and keeps its box; while counting it turns transparent and
 * an aria-hidden ticker is laid over it, so nothing shifts and screen readers hear only the final value.
 */
export function CountUp({ value }: { value: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [ticker, setTicker] = useState<string | null>(null);

  useEffect(() => {
    const node = ref.current;
    const count = parseCountValue(value);
    if (!node || !count || typeof IntersectionObserver === 'undefined' || prefersReducedMotion()) return;
    let frame = 0;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        const start = performance.now();
        const step = (now: number) => {
          const progress = (now - start) / DURATION_MS;
          setTicker(progress >= 1 ? null : formatCountValue(count, easeOut(progress)));
          if (progress < 1) frame = requestAnimationFrame(step);
        };
        frame = requestAnimationFrame(step);
      },
      { threshold: 0.5 },
    );
    observer.observe(node);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [value]);

  return (
    <span ref={ref} className={ticker === null ? styles.count : `${styles.count} ${styles.counting}`}>
      <span className={styles.final}>{value}</span>
      {ticker === null ? null : (
        <span className={styles.ticker} aria-hidden="true">
          {ticker}
        </span>
      )}
    </span>
  );
}
