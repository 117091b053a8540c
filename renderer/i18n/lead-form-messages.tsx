import type { ReactNode } from 'react';
import type { LanguageCode } from '@/schemas/locale';
import { compiledFormMessages } from './compile-messages';
import { ScopedMessages } from './scoped-messages.client';

/** Around a lead form rendered on the server: the page's client messages plus the form's. */
export function LeadFormMessages({ locale, children }: { locale: LanguageCode; children: ReactNode }) {
  return <ScopedMessages messages={compiledFormMessages(locale)}>{children}</ScopedMessages>;
}
