import { useCallback, useMemo } from 'react';
import type { MessageKey } from './messages/types';
import { pluralChooser } from './plural-pieces';
import { fillPieces, type TextValues } from './text-pieces';
import { useTextSource } from './text-provider.client';

export type Translate = (id: MessageKey, values?: TextValues) => string;

/** A section's client leaves' `t`: a message of the providers above by its key, values and plurals filled in; a missing one shows its key. */
export function useTranslator(): Translate {
  const { text, lang } = useTextSource();
  const choosePlural = useMemo(() => pluralChooser(lang), [lang]);
  return useCallback((id, values) => fillPieces(text[id] ?? [id], values, choosePlural), [text, choosePlural]);
}
