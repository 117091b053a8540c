'use client';

import type { ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { BrowserMessages } from './browser-messages';

/** A lead form's messages (the page's and its own, FORM_NAMESPACES) for the form below, in the page's locale. */
export function FormMessages({ messages, children }: { messages: BrowserMessages; children: ReactNode }) {
  const { locale } = useIntl();
  return (
    <IntlProvider locale={locale} messages={messages}>
      {children}
    </IntlProvider>
  );
}
