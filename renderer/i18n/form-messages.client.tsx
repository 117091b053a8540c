'use client';

import type { ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { ClientMessages } from './client-messages';

/** The page's client messages plus a lead form's (FORM_NAMESPACES), for the form below. */
export function FormMessages({ messages, children }: { messages: ClientMessages; children: ReactNode }) {
  const page = useIntl();
  return (
    <IntlProvider locale={page.locale} messages={{ ...page.messages, ...messages }}>
      {children}
    </IntlProvider>
  );
}
