'use client';

import { createContext, useCallback, useContext, type ReactNode } from 'react';
import type { ChromeMessageKey } from './client-messages';

/** Each chrome message as text and argument names taking turns (chrome-text.ts). */
export type ChromeText = Partial<Record<ChromeMessageKey, readonly string[]>>;
export type ChromeTranslate = (key: ChromeMessageKey, values?: Record<string, string>) => string;

const ChromeTextContext = createContext<ChromeText | null>(null);

export function ChromeTextProvider({ text, children }: { text: ChromeText; children: ReactNode }) {
  return <ChromeTextContext value={text}>{children}</ChromeTextContext>;
}

/** A message's pieces read out, each argument name replaced by its value. */
export const fillPieces = (pieces: readonly string[], values: Record<string, string> = {}): string =>
  pieces.map((piece, index) => (index % 2 === 0 ? piece : (values[piece] ?? ''))).join('');

/** The chrome's `t`: its message by key, each `{argument}` filled from `values`; a missing one shows its key, as react-intl does. */
export function useChromeText(): ChromeTranslate {
  const text = useContext(ChromeTextContext);
  if (!text) throw new Error('useChromeText: no ChromeTextProvider above (the site layout renders one)');
  return useCallback((key, values) => fillPieces(text[key] ?? [key], values), [text]);
}
