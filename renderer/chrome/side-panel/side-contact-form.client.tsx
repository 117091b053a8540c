'use client';

import type { LanguageCode } from '@/schemas/locale';
import { TextProvider, type PlainText } from '../../i18n/text-provider.client';
import { ContactForm } from '../../templates/forms/contact/contact-form.client';

type Props = { locale: LanguageCode; messages: PlainText };

/** The compact contact form with the messages it was loaded with; imported after the page. */
export function SideContactForm({ locale, messages }: Props) {
  return (
    <TextProvider text={messages}>
      <ContactForm locale={locale} compact />
    </TextProvider>
  );
}
