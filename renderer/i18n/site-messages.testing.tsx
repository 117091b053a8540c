import type { ReactNode } from 'react';
import type { LanguageCode } from '@/schemas/locale';
import { chromeText } from './chrome-text';
import { formText } from './form-text';
import { htmlLang } from './messages';
import { sectionText } from './section-text';
import { TextProvider } from './text-provider.client';

/** For tests and benches of client leaves: every message the site hands the browser (the chrome's, a lead form's, each section's). */
export function SiteMessages({ locale, children }: { locale: LanguageCode; children: ReactNode }) {
  const text = {
    ...chromeText(locale),
    ...formText(locale),
    ...sectionText(locale, 'documents'),
    ...sectionText(locale, 'news'),
    ...sectionText(locale, 'search'),
  };
  return (
    <TextProvider text={text} lang={htmlLang[locale]}>
      {children}
    </TextProvider>
  );
}
