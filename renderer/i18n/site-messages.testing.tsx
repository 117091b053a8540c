import type { ReactNode } from 'react';
import type { LanguageCode } from '@/schemas/locale';
import { chromeText } from './chrome-text';
import { ChromeTextProvider } from './chrome-text.client';
import { ClientIntlProvider } from './intl-provider.client';
import { dictionaries, htmlLang } from './messages';

/** For tests and benches of client leaves: the chrome's text the site layout hands over, and react-intl with the whole dictionary. */
export function SiteMessages({ locale, children }: { locale: LanguageCode; children: ReactNode }) {
  return (
    <ChromeTextProvider text={chromeText(locale)}>
      <ClientIntlProvider lang={htmlLang[locale]} messages={dictionaries[locale]}>
        {children}
      </ClientIntlProvider>
    </ChromeTextProvider>
  );
}
