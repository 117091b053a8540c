'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { MessageKey } from './messages/types';
import type { TextPieces } from './text-pieces';

/** Messages as text pieces by key: what the chrome's and the lead forms' client leaves read. */
export type PlainText = Partial<Record<MessageKey, TextPieces>>;

const TextContext = createContext<PlainText | null>(null);

/**
 * Hands the client leaves below their messages as text pieces. Inside another it adds its messages to the outer
 * one's: a lead form's own beside the chrome's, which the site layout hands every page.
 */
export function TextProvider({ text, children }: { text: PlainText; children: ReactNode }) {
  const outer = useContext(TextContext);
  const merged = useMemo(() => (outer ? { ...outer, ...text } : text), [outer, text]);
  return <TextContext value={merged}>{children}</TextContext>;
}

/** The messages of the providers above. */
export function usePlainText(): PlainText {
  const text = useContext(TextContext);
  if (!text) throw new Error('no TextProvider above (the site layout renders one)');
  return text;
}
