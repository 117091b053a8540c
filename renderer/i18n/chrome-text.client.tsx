'use client';

import { useCallback } from 'react';
import type { ChromeMessageKey } from './client-messages';
import { fillPieces, type TextPieces } from './text-pieces';
import { useTextSource } from './text-provider.client';

/** The chrome's messages as text pieces (chrome-text.ts). */
export type ChromeText = Partial<Record<ChromeMessageKey, TextPieces>>;
export type ChromeTranslate = (key: ChromeMessageKey, values?: Record<string, string>) => string;

/** The chrome's `t`: its message by key, each `{argument}` filled from `values`; a missing one shows its key, as react-intl does. */
export function useChromeText(): ChromeTranslate {
  const { text } = useTextSource();
  return useCallback((key, values) => fillPieces(text[key] ?? [key], values), [text]);
}
