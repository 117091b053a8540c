'use client';

import { useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { BrowserMessages } from './browser-messages';

/**
 * More messages for the leaves below (a lead form's, a section's), in the page's locale: the page's own
 * (from the provider above, so they do not travel twice) plus theirs.
 */
export function ScopedMessages({ messages, children }: { messages: BrowserMessages; children: ReactNode }) {
  const { locale, messages: outer } = useIntl();
  const merged = useMemo(() => Object.assign({}, outer, messages), [outer, messages]);
  return (
    <IntlProvider locale={locale} messages={merged}>
      {children}
    </IntlProvider>
  );
}
