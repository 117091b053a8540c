import 'server-only';
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { LanguageCode } from '@/schemas/locale';
import { perLocale } from '@/schemas/per-locale';
import { sectionMessages, type ClientMessages, type MessageSection } from './client-messages';
import { dictionaries } from './messages';

/**
 * Messages as ICU syntax trees, parsed here once per locale: the browser's react-intl then needs no
 * parser, and next.config.ts swaps it for formatjs's no-parser build in browser bundles.
 */
export type CompiledMessages = Record<string, MessageFormatElement[]>;

const compile = (messages: ClientMessages): CompiledMessages =>
  Object.fromEntries(Object.entries(messages).flatMap(([key, text]) => (text === undefined ? [] : [[key, parse(text)]])));

/** `pick`'s messages parsed once per locale. */
const compiledPerLocale = (pick: (locale: LanguageCode) => ClientMessages) => perLocale((locale) => compile(pick(locale)));

const withSection = (section: MessageSection) => compiledPerLocale((locale) => sectionMessages(dictionaries[locale], section));
const sections: Record<MessageSection, (locale: LanguageCode) => CompiledMessages> = {
  documents: withSection('documents'),
  news: withSection('news'),
  search: withSection('search'),
};

/** What a section's client leaves see (SectionMessages): the section's messages only. */
export const compiledSectionMessages = (locale: LanguageCode, section: MessageSection): CompiledMessages => sections[section](locale);
