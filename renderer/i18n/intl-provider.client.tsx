'use client';

import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { Messages } from './messages/types';

/** Messages for client leaves; Server Components translate with `getTranslator` and send text. */
export function ClientIntlProvider({ lang, messages, children }: { lang: string; messages: Messages; children: ReactNode }) {
  return (
    <IntlProvider locale={lang} messages={messages}>
      {children}
    </IntlProvider>
  );
}
