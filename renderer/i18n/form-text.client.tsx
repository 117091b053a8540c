'use client';

import { Fragment, useMemo, type ReactNode } from 'react';
import type { MessageKey } from './messages/types';
import { fillPieces } from './text-pieces';
import { usePlainText } from './text-provider.client';

export type FormTranslator = {
  /** A form's or the chrome's message by key; a missing one shows its key, as react-intl does. */
  t: (key: MessageKey) => string;
  /** A message from the CMS or a schema: its translation when it is a key the form holds, else the text as it came. */
  text: (message: string) => string;
  /** A message with tags around some of its text, each rendered by the function of its name. */
  rich: (key: MessageKey, tags: Record<string, (text: string) => ReactNode>) => ReactNode;
};

/** What a lead form's leaves translate with: plain text from the providers above, no react-intl. */
export function useFormText(): FormTranslator {
  const messages = usePlainText();
  return useMemo(() => {
    const t = (key: MessageKey) => fillPieces(messages[key] ?? [key]);
    const isHeld = (message: string): message is MessageKey => Object.hasOwn(messages, message);
    return {
      t,
      text: (message) => (isHeld(message) ? t(message) : message),
      rich: (key, tags) =>
        (messages[key] ?? [key]).map((piece, index) =>
          typeof piece === 'string' ? index % 2 === 0 ? piece : '' : <Fragment key={index}>{tags[piece.tag]?.(piece.text) ?? piece.text}</Fragment>,
        ),
    };
  }, [messages]);
}
