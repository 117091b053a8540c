'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { MessageKey } from './messages/types';
import type { TextPieces } from './text-pieces';

/** Messages as text pieces by key: what every client leaf of the site translates with. */
export type PlainText = Partial<Record<MessageKey, TextPieces>>;

/** The messages of the providers above, and the page's language (plural rules and numbers). */
export type TextSource = { lang: string; text: PlainText };

const TextContext = createContext<TextSource | null>(null);

type Props = {
  text: PlainText;
  /** The page's `lang`: given by the outermost provider (the site layout's), inherited by those inside. */
  lang?: string;
  children: ReactNode;
};

/**
 * Hands the client leaves below their messages as text pieces. Inside another it adds its messages to the outer
 * one's: a lead form's or a section's own beside the chrome's, which the site layout hands every page.
 */
export function TextProvider({ text, lang, children }: Props) {
  const outer = useContext(TextContext);
  const pageLang = lang ?? outer?.lang;
  if (pageLang === undefined) throw new Error('the outermost TextProvider names the page language (`lang`)');
  const source = useMemo(() => ({ lang: pageLang, text: outer ? { ...outer.text, ...text } : text }), [outer, pageLang, text]);
  return <TextContext value={source}>{children}</TextContext>;
}

/** The messages of the providers above, with the page's language. */
export function useTextSource(): TextSource {
  const source = useContext(TextContext);
  if (!source) throw new Error('no TextProvider above (the site layout renders one)');
  return source;
}
