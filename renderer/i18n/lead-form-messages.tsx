import type { ReactNode } from 'react';
import type { LanguageCode } from '@/schemas/locale';
import { formMessages } from './client-messages';
import { FormMessages } from './form-messages.client';
import { dictionaries } from './messages';

/** Around a lead form rendered on the server: the page's client messages plus the form's. */
export function LeadFormMessages({ locale, children }: { locale: LanguageCode; children: ReactNode }) {
  return <FormMessages messages={formMessages(dictionaries[locale])}>{children}</FormMessages>;
}
