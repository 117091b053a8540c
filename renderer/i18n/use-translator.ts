import { useCallback } from 'react';
import type { MessageKey } from './messages/types';
import { fillPieces, type TextValues } from './text-pieces';
import { useTextSource } from './text-provider.client';

export type Translate = (id: MessageKey, values?: TextValues) => string;

/** A section's client leaves' `t`: a message of the providers above by its key, values and plurals filled in; a missing one shows its key. */
export function useTranslator(): Translate {
  const { text, lang } = useTextSource();
  return useCallback((id, values) => fillPieces(text[id] ?? [id], values, lang), [text, lang]);
}
