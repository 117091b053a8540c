'use client';

import { useEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react';
import styles from './banner-carousel.module.css';

type Props = {
  label: string;
  labels: { previous: string; next: string; pause: string; play: string };
  /** One per slide, in order: the names of the buttons that show each. */
  slideTitles: readonly string[];
  intervalMs: number;
  /** The server-rendered slides. */
  children: ReactNode;
};

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
/** How long a scroll the carousel started may take to arrive before readings on the way count as the visitor's. */
const ARRIVAL_MS = 2_000;
const subscribeNothing = () => () => {};
function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function Chevron({ flip }: { flip?: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false" style={flip ? { transform: 'scaleX(-1)' } : undefined}>
      <path d="M12.5 4 6.5 10l6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * A scroll-snap track (swipe and scroll work without JS) with the controls of the ARIA carousel pattern:
 * previous, next, one button per slide and pause. It turns by itself unless the visitor prefers reduced
 * motion, and holds while the pointer is over it or focus is in it.
 */
export function BannerTrack({ label, labels, slideTitles, intervalMs, children }: Props) {
  const count = slideTitles.length;
  const trackRef = useRef<HTMLDivElement>(null);
  const settleTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** Where a button, a key or the timer sent the track: a pause on the way there (a slow frame) is not a swipe. */
  const heading = useRef<{ index: number; until: number }>(undefined);
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  /** The visitor's own choice; until they make one, the motion preference decides. */
  const [playChoice, setPlayChoice] = useState<boolean>();
  const hydrated = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  const reducedMotion = useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => true,
  );
  const playing = count > 1 && (playChoice ?? !reducedMotion);
  const turning = playing && !hovered && !focused;

  function go(index: number) {
    const target = (index + count) % count;
    const track = trackRef.current;
    const slide = track?.children.item(target);
    setCurrent(target);
    heading.current = { index: target, until: Date.now() + ARRIVAL_MS };
    // No `behavior`: the CSS decides, smooth only without prefers-reduced-motion.
    if (track && slide instanceof HTMLElement) track.scrollTo({ left: slide.offsetLeft });
  }

  useEffect(() => {
    if (!turning) return;
    const timer = setTimeout(() => go(current + 1), intervalMs);
    return () => clearTimeout(timer);
  });

  useEffect(() => () => clearTimeout(settleTimer.current), []);

  // A swipe, or Tab reaching a link on another slide, scrolls the track: follow once scrolling settles.
  function followScroll() {
    clearTimeout(settleTimer.current);
    settleTimer.current = setTimeout(() => {
      const track = trackRef.current;
      if (!track || track.clientWidth === 0) return;
      const position = track.scrollLeft / track.clientWidth;
      // Between two slides the scroll has only paused (a slow frame mid-animation): the snap will finish it.
      if (Math.abs(position - Math.round(position)) > 0.05) return;
      const settled = Math.min(count - 1, Math.round(position));
      const goal = heading.current;
      if (goal && goal.index !== settled && Date.now() < goal.until) return;
      heading.current = undefined;
      setCurrent(settled);
    }, 120);
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    go(current + (event.key === 'ArrowRight' ? 1 : -1));
  }

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => setFocused(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))}
      onKeyDown={onKeyDown}
    >
      {/* Announced only when the visitor moves it, not every few seconds while it turns. */}
      <div
        ref={trackRef}
        className={styles.track}
        aria-live={turning ? 'off' : 'polite'}
        onScroll={followScroll}
        onPointerDown={() => (heading.current = undefined)}
        onWheel={() => (heading.current = undefined)}
      >
        {children}
      </div>
      {hydrated && count > 1 ? (
        <div className={styles.controls}>
          <button type="button" className={styles.button} aria-label={labels.previous} onClick={() => go(current - 1)}>
            <Chevron />
          </button>
          {slideTitles.map((title, index) => (
            <button
              key={title}
              type="button"
              className={styles.dot}
              aria-label={title}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => go(index)}
            />
          ))}
          <button type="button" className={styles.button} aria-label={labels.next} onClick={() => go(current + 1)}>
            <Chevron flip />
          </button>
          <button type="button" className={styles.button} aria-label={playing ? labels.pause : labels.play} onClick={() => setPlayChoice(!playing)}>
            <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              {playing ? <path d="M4 3h3v10H4zM9 3h3v10H9z" fill="currentColor" /> : <path d="M4 2.5v11L13 8z" fill="currentColor" />}
            </svg>
          </button>
        </div>
      ) : null}
    </section>
  );
}
