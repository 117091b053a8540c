'use client';

import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { BrowserMessages } from './browser-messages';

/** Messages for client leaves (client-messages.ts); Server Components translate with `getTranslator` and send text. */
export function ClientIntlProvider({ lang, messages, children }: { lang: string; messages: BrowserMessages; children: ReactNode }) {
  return (
    <IntlProvider locale={lang} messages={messages}>
      {children}
    </IntlProvider>
  );
}
