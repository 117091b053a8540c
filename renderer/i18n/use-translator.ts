import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageKey } from './messages/types';

export type Translate = (id: MessageKey, values?: Record<string, string | number>) => string;

/** The client leaves' `t`: a message of the nearest provider by its key, with `{name}` values filled in. */
export function useTranslator(): Translate {
  const intl = useIntl();
  return useCallback((id, values) => intl.formatMessage({ id }, values), [intl]);
}
