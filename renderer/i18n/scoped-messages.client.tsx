'use client';

import type { ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { BrowserMessages } from './browser-messages';

/** More messages for the leaves below (a lead form's, a section's), in the page's locale: the page's own plus theirs. */
export function ScopedMessages({ messages, children }: { messages: BrowserMessages; children: ReactNode }) {
  const { locale } = useIntl();
  return (
    <IntlProvider locale={locale} messages={messages}>
      {children}
    </IntlProvider>
  );
}
