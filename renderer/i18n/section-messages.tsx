import type { ReactNode } from 'react';
import type { LanguageCode } from '@/schemas/locale';
import type { MessageSection } from './client-messages';
import { compiledSectionMessages } from './compile-messages';
import { ScopedMessages } from './scoped-messages.client';

/** Around a section's client leaves rendered on the server (document tree, news list, search): the section's messages beside the page's. */
export function SectionMessages({ locale, section, children }: { locale: LanguageCode; section: MessageSection; children: ReactNode }) {
  return <ScopedMessages messages={compiledSectionMessages(locale, section)}>{children}</ScopedMessages>;
}
