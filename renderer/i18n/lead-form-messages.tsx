import type { ReactNode } from 'react';
import type { LanguageCode } from '@/schemas/locale';
import { formText } from './form-text';
import { TextProvider } from './text-provider.client';

/** Around a lead form rendered on the server: the form's messages as plain text, beside the chrome's. */
export function LeadFormMessages({ locale, children }: { locale: LanguageCode; children: ReactNode }) {
  return <TextProvider text={formText(locale)}>{children}</TextProvider>;
}
