'use client';

import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { BrowserMessages } from './browser-messages';

/**
 * react-intl for the client leaves of a section or a lead form (SectionMessages, LeadFormMessages), which
 * format plurals; the chrome's leaves read plain text (ChromeTextProvider) and Server Components send text.
 */
export function ClientIntlProvider({ lang, messages, children }: { lang: string; messages: BrowserMessages; children: ReactNode }) {
  return (
    <IntlProvider locale={lang} messages={messages}>
      {children}
    </IntlProvider>
  );
}
