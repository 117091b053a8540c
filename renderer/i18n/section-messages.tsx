import type { ReactNode } from 'react';
import type { LanguageCode } from '@/schemas/locale';
import type { MessageSection } from './client-messages';
import { sectionText } from './section-text';
import { TextProvider } from './text-provider.client';

/** Around a section's client leaves rendered on the server (document tree, news list, search): the section's messages beside the chrome's. */
export function SectionMessages({ locale, section, children }: { locale: LanguageCode; section: MessageSection; children: ReactNode }) {
  return <TextProvider text={sectionText(locale, section)}>{children}</TextProvider>;
}
