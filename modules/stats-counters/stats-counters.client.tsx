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
 * React renders the ticker's start and end; each frame between writes its text alone (no render per frame).
 */
export function CountUp({ value }: { value: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const ticker = useRef<HTMLSpanElement>(null);
  const [start, setStart] = useState<number | null>(null);

  useEffect(() => {
    const node = ref.current;
    if (!node || !parseCountValue(value) || typeof IntersectionObserver === 'undefined' || prefersReducedMotion()) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setStart(performance.now());
      },
      { threshold: 0.5 },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [value]);

  useEffect(() => {
    const count = parseCountValue(value);
    if (start === null || !count) return;
    let frame = 0;
    const step = (now: number) => {
      const progress = (now - start) / DURATION_MS;
      if (progress >= 1) {
        setStart(null);
        return;
      }
      if (ticker.current) ticker.current.textContent = formatCountValue(count, easeOut(progress));
      frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [start, value]);

  const count = start === null ? undefined : parseCountValue(value);
  return (
    <span ref={ref} className={start === null ? styles.count : `${styles.count} ${styles.counting}`}>
      <span className={styles.final}>{value}</span>
      {count ? (
        <span ref={ticker} className={styles.ticker} aria-hidden="true">
          {formatCountValue(count, 0)}
        </span>
      ) : null}
    </span>
  );
}
