import type { ReactNode } from 'react';
import type { LanguageCode } from '@/schemas/locale';
import type { MessageSection } from './client-messages';
import { compiledSectionMessages } from './compile-messages';
import { ClientIntlProvider } from './intl-provider.client';
import { htmlLang } from './messages';

/** Around a section's client leaves rendered on the server (document tree, news list, search): react-intl with the section's messages and the chrome's. */
export function SectionMessages({ locale, section, children }: { locale: LanguageCode; section: MessageSection; children: ReactNode }) {
  return (
    <ClientIntlProvider lang={htmlLang[locale]} messages={compiledSectionMessages(locale, section)}>
      {children}
    </ClientIntlProvider>
  );
}
