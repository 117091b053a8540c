import type { ReactNode } from 'react';
import type { LanguageCode } from '@/schemas/locale';
import { chromeText } from './chrome-text';
import { formText } from './form-text';
import { ClientIntlProvider } from './intl-provider.client';
import { dictionaries, htmlLang } from './messages';
import { TextProvider } from './text-provider.client';

/** For tests and benches of client leaves: the chrome's text the site layout hands over, a lead form's, and react-intl with the whole dictionary. */
export function SiteMessages({ locale, children }: { locale: LanguageCode; children: ReactNode }) {
  return (
    <TextProvider text={{ ...chromeText(locale), ...formText(locale) }}>
      <ClientIntlProvider lang={htmlLang[locale]} messages={dictionaries[locale]}>
        {children}
      </ClientIntlProvider>
    </TextProvider>
  );
}
