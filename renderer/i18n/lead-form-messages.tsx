import type { ReactNode } from 'react';
import type { LanguageCode } from '@/schemas/locale';
import { compiledFormMessages } from './compile-messages';
import { ClientIntlProvider } from './intl-provider.client';
import { htmlLang } from './messages';

/** Around a lead form rendered on the server: react-intl with the form's messages and the chrome's. */
export function LeadFormMessages({ locale, children }: { locale: LanguageCode; children: ReactNode }) {
  return (
    <ClientIntlProvider lang={htmlLang[locale]} messages={compiledFormMessages(locale)}>
      {children}
    </ClientIntlProvider>
  );
}
