'use client';

import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { BrowserMessages } from './browser-messages';

/**
 * react-intl for the client leaves of a section (SectionMessages), which format plurals; the chrome's and the
 * lead forms' leaves read plain text (TextProvider) and Server Components send text.
 */
export function ClientIntlProvider({ lang, messages, children }: { lang: string; messages: BrowserMessages; children: ReactNode }) {
  return (
    <IntlProvider locale={lang} messages={messages}>
      {children}
    </IntlProvider>
  );
}
