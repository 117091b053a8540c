import 'server-only';
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { LanguageCode } from '@/schemas/locale';
import { formMessages, pageMessages, sectionMessages, type ClientMessages, type MessageSection } from './client-messages';
import { dictionaries } from './messages';

/**
 * Messages as ICU syntax trees, parsed here once per locale: the browser's react-intl then needs no
 * parser, and next.config.ts swaps it for formatjs's no-parser build in browser bundles.
 */
export type CompiledMessages = Record<string, MessageFormatElement[]>;

const compile = (messages: ClientMessages): CompiledMessages =>
  Object.fromEntries(Object.entries(messages).flatMap(([key, text]) => (text === undefined ? [] : [[key, parse(text)]])));

function perLocale(pick: (locale: LanguageCode) => ClientMessages): (locale: LanguageCode) => CompiledMessages {
  const compiled = new Map<LanguageCode, CompiledMessages>();
  return (locale) => {
    let messages = compiled.get(locale);
    if (!messages) {
      messages = compile(pick(locale));
      compiled.set(locale, messages);
    }
    return messages;
  };
}

/** What every page hands its client leaves. */
export const compiledPageMessages = perLocale((locale) => pageMessages(dictionaries[locale]));
/** What a lead form sees: the page's messages and its own. */
export const compiledFormMessages = perLocale((locale) => ({ ...pageMessages(dictionaries[locale]), ...formMessages(dictionaries[locale]) }));

const withSection = (section: MessageSection) => perLocale((locale) => sectionMessages(dictionaries[locale], section));
const sections: Record<MessageSection, (locale: LanguageCode) => CompiledMessages> = {
  documents: withSection('documents'),
  news: withSection('news'),
  search: withSection('search'),
};

/** A section's own messages, added on the client to the page's (ScopedMessages). */
export const compiledSectionMessages = (locale: LanguageCode, section: MessageSection): CompiledMessages => sections[section](locale);
