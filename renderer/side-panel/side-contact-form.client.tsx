'use client';

import type { LanguageCode } from '@/schemas/locale';
import type { BrowserMessages } from '../i18n/browser-messages';
import { ClientIntlProvider } from '../i18n/intl-provider.client';
import { ContactForm } from '../templates/forms/contact/contact-form.client';

type Props = { locale: LanguageCode; lang: string; messages: BrowserMessages };

/** The compact contact form with the messages it was loaded with; imported after the page, with react-intl. */
export function SideContactForm({ locale, lang, messages }: Props) {
  return (
    <ClientIntlProvider lang={lang} messages={messages}>
      <ContactForm locale={locale} compact />
    </ClientIntlProvider>
  );
}
