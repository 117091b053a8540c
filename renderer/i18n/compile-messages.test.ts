import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@/schemas/locale';
import type { MessageSection } from './client-messages';
import { compiledSectionMessages } from './compile-messages';
import { dictionaries, htmlLang } from './messages';

const quiet = () => undefined;
type Value = string | number | ((chunks: unknown) => string);

/** A value for every argument a message names: numbers where it counts them, wrappers for its tags. */
function valuesFor(elements: MessageFormatElement[], values: Record<string, Value> = {}): Record<string, Value> {
  for (const element of elements) {
    if (element.type === TYPE.argument) values[element.value] = 'Ada';
    if (element.type === TYPE.number || element.type === TYPE.plural) values[element.value] = 5;
    if (element.type === TYPE.tag) {
      values[element.value] = (chunks) => `[${String(chunks)}]`;
      valuesFor(element.children, values);
    }
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) valuesFor(option.value, values);
    }
  }
  return values;
}

describe('messages parsed on the server', () => {
  it.each(
    LANGUAGE_CODES.flatMap((locale) => (['documents', 'news', 'search'] as const satisfies MessageSection[]).map((section) => [locale, section] as const)),
  )('%s %s: each one formats exactly as its text does, plurals included', (locale, section) => {
    const compiled = compiledSectionMessages(locale, section);
    expect(Object.keys(compiled).length).toBeGreaterThan(5);
    const fromTrees = createIntl({ locale: htmlLang[locale], messages: compiled, onError: quiet });
    const fromTexts = createIntl({ locale: htmlLang[locale], messages: dictionaries[locale], onError: quiet });
    for (const [id, tree] of Object.entries(compiled)) {
      const values = valuesFor(tree);
      expect(String(fromTrees.formatMessage({ id }, values)), id).toBe(String(fromTexts.formatMessage({ id }, values)));
    }
  });

  it('hand the browser trees, never text a parser would have to read', () => {
    for (const locale of LANGUAGE_CODES) {
      for (const messages of [compiledSectionMessages(locale, 'search'), compiledSectionMessages(locale, 'news')]) {
        expect(Object.values(messages).every(Array.isArray)).toBe(true);
      }
    }
  });
});
