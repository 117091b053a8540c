'use client';

import { Fragment, useMemo, type ReactNode } from 'react';
import type { MessageKey } from './messages/types';
import { fillPieces, type TextPiece } from './text-pieces';
import { useTextSource } from './text-provider.client';

type TagRenderers = Record<string, (text: string) => ReactNode>;

export type FormTranslator = {
  /** A form's or the chrome's message by key; a missing one shows its key, as react-intl does. */
  t: (key: MessageKey) => string;
  /** A message from the CMS or a schema: its translation when it is a key the form holds, else the text as it came. */
  text: (message: string) => string;
  /** A message with tags around some of its text, each rendered by the function of its name. */
  rich: (key: MessageKey, tags: TagRenderers) => ReactNode;
};

/** One piece of a message with tags: text as it is, a tag through its renderer (an argument has no value here). */
function richPiece(piece: TextPiece, index: number, tags: TagRenderers): ReactNode {
  if (typeof piece === 'string') return index % 2 === 0 ? piece : '';
  if ('tag' in piece) return <Fragment key={index}>{tags[piece.tag]?.(piece.text) ?? piece.text}</Fragment>;
  return fillPieces([piece]);
}

/** What a lead form's leaves translate with: plain text from the providers above, no react-intl. */
export function useFormText(): FormTranslator {
  const { text: messages } = useTextSource();
  return useMemo(() => {
    const t = (key: MessageKey) => fillPieces(messages[key] ?? [key]);
    const isHeld = (message: string): message is MessageKey => Object.hasOwn(messages, message);
    return {
      t,
      text: (message) => (isHeld(message) ? t(message) : message),
      rich: (key, tags) => (messages[key] ?? [key]).map((piece, index) => richPiece(piece, index, tags)),
    };
  }, [messages]);
}
