'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { TOAST_DURATION_MS } from './toast-constants';

export type ToastTone = 'info' | 'success' | 'error';
export type ToastMessage = { id: number; text: string; tone: ToastTone };

/** One toast at a time: a new message replaces the shown one and restarts the 3000 ms timer. */
export function useToast(durationMs: number = TOAST_DURATION_MS) {
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const next = useRef(0);
  const show = useCallback((text: string, tone: ToastTone = 'info') => {
    next.current += 1;
    setToast({ id: next.current, text, tone });
  }, []);
  const dismiss = useCallback(() => setToast(null), []);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast((current) => (current?.id === toast.id ? null : current)), durationMs);
    return () => clearTimeout(timer);
  }, [toast, durationMs]);
  return { toast, show, dismiss };
}
