'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { LanguageCode } from '@/schemas/locale';
import type { PortalError } from '../../data/api/errors';
import { loadCaptcha } from './load-captcha';

/** Why no image is shown: it failed to load or decode, or the server refused (for example 429, too frequent). */
export type CaptchaProblem = { kind: 'failed' } | { kind: 'refused'; error: PortalError };
export type CaptchaView = { src: string | null; loading: boolean; problem: CaptchaProblem | null };

/**
 * The server keeps one answer per visitor, so only the captcha loaded last can be right. Each load takes
 * a number; a form whose image is no longer the latest reloads it when the visitor turns to it.
 */
let latestIssue = 0;

/** A captcha image for one form: loaded when first visible, reloaded on demand, its object URL released when replaced. */
export function useCaptcha(locale: LanguageCode) {
  const [view, setView] = useState<CaptchaView>({ src: null, loading: false, problem: null });
  const issue = useRef(0);
  const controller = useRef<AbortController | null>(null);
  const objectUrl = useRef<string | null>(null);

  const release = useCallback(() => {
    if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
    objectUrl.current = null;
  }, []);

  const refresh = useCallback(async () => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    latestIssue += 1;
    issue.current = latestIssue;
    setView((previous) => ({ ...previous, loading: true }));
    const loaded = await loadCaptcha(locale, current.signal);
    if (current.signal.aborted) return;
    release();
    if (!loaded.ok) {
      setView({ src: null, loading: false, problem: loaded.error ? { kind: 'refused', error: loaded.error } : { kind: 'failed' } });
      return;
    }
    objectUrl.current = URL.createObjectURL(loaded.image);
    setView({ src: objectUrl.current, loading: false, problem: null });
  }, [locale, release]);

  /** Loads the first image, or a fresh one when another form has loaded one since. */
  const ensureCurrent = useCallback(() => {
    if (issue.current === 0 || issue.current !== latestIssue) void refresh();
  }, [refresh]);

  /** The image failed to load: say so and clear the image. */
  const onImageError = useCallback(() => {
    release();
    setView({ src: null, loading: false, problem: { kind: 'failed' } });
  }, [release]);

  // The first image is asked for when the field comes near the screen (a closed popup never asks).
  const target = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      ensureCurrent();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) ensureCurrent();
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ensureCurrent]);

  useEffect(
    () => () => {
      controller.current?.abort();
      release();
      // Mounted again (React's development double mount), the form must load afresh.
      issue.current = 0;
    },
    [release],
  );

  return { view, refresh, ensureCurrent, onImageError, target };
}

export type Captcha = ReturnType<typeof useCaptcha>;
