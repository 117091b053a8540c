import 'server-only';
import type { LanguageCode } from '@/schemas/locale';
import { perLocale } from '@/schemas/per-locale';
import { sectionMessages, type MessageSection } from './client-messages';
import { dictionaries } from './messages';
import { parseMessages } from './parse-pieces';
import type { PlainText } from './text-provider.client';

const parsed = (section: MessageSection) => perLocale((locale) => parseMessages(sectionMessages(dictionaries[locale], section)));
const sections: Record<MessageSection, (locale: LanguageCode) => PlainText> = {
  documents: parsed('documents'),
  news: parsed('news'),
  search: parsed('search'),
  inspector: parsed('inspector'),
};

/** What a section's client leaves read beside the chrome's text (SectionMessages), parsed once per locale. */
export const sectionText = (locale: LanguageCode, section: MessageSection): PlainText => sections[section](locale);
