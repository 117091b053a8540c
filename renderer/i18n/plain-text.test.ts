import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, type LanguageCode } from '@/schemas/locale';
import { chromeText } from './chrome-text';
import { CHROME_MESSAGES } from './client-messages';
import { formText } from './form-text';
import { dictionaries, htmlLang } from './messages';
import { sectionText } from './section-text';
import { parsePieces } from './parse-pieces';
import { pluralChooser } from './plural-pieces';
import * as onDemand from './messages/on-demand/zh-CN';
import { argumentPieces, fillPieces } from './text-pieces';
import type { PlainText } from './text-provider.client';

/** Text arguments, and counts that pick each plural category and need grouping (1,234). */
const ARGUMENTS = { name: 'Ada', code: 'E42', message: 'it broke', date: '2026-11-27', keyword: 'storage', title: 'Not found' };
const COUNTS = [0, 1, 2, 5, 1234];

/** A part of the dictionary the browser imports itself (messages/load-on-demand.ts), split without the parser. */
const importedPart =
  (part: object) =>
  (locale: LanguageCode): PlainText =>
    Object.fromEntries(
      Object.entries(dictionaries[locale])
        .filter(([key]) => Object.hasOwn(part, key))
        .map(([key, message]) => [key, argumentPieces(message)]),
    );

/** Each provider's messages, and whether its leaves count (only the sections' read plurals). */
const sources: Record<string, { text: (locale: LanguageCode) => PlainText; counts: boolean }> = {
  chrome: { text: chromeText, counts: false },
  'lead form': { text: formText, counts: false },
  'documents section': { text: (locale) => sectionText(locale, 'documents'), counts: true },
  'news section': { text: (locale) => sectionText(locale, 'news'), counts: true },
  'search section': { text: (locale) => sectionText(locale, 'search'), counts: true },
  'error pages': { text: importedPart(onDemand.error), counts: false },
  'error toast': { text: importedPart(onDemand.api), counts: false },
};

describe('the plain text the browser joins', () => {
  it.each(LANGUAGE_CODES.flatMap((locale) => Object.entries(sources).map(([name, source]) => [locale, name, source] as const)))(
    '%s %s: every message reads exactly as react-intl formats it, at every count',
    (locale, _name, { text, counts }) => {
      const intl = createIntl({ locale: htmlLang[locale], messages: dictionaries[locale] });
      const choosePlural = counts ? pluralChooser(htmlLang[locale]) : undefined;
      const entries = Object.entries(text(locale));
      expect(entries.length).toBeGreaterThan(4);
      for (const [key, pieces] of entries) {
        for (const count of COUNTS) {
          const values = { ...ARGUMENTS, total: count, count, size: count, page: count };
          const formatted = intl.formatMessage({ id: key }, { ...values, link: (chunks: string[]) => chunks.join('') });
          expect(fillPieces(pieces, values, choosePlural), `${key} at ${count}`).toBe(formatted);
        }
      }
    },
  );

  it('holds every chrome message, a lead form its linked consent as a tag, and search its count as a plural', () => {
    const chrome = chromeText('EN_US');
    expect(CHROME_MESSAGES.filter((key) => chrome[key] === undefined)).toEqual([]);
    expect(formText('EN_US')['form.privacyConsentLinked']?.some((piece) => typeof piece !== 'string' && 'tag' in piece)).toBe(true);
    const resultCount = sectionText('EN_US', 'search')['search.resultCount'] ?? [];
    expect(fillPieces(resultCount, { total: 1234 }, pluralChooser('en-US'))).toBe('1,234 results found');
    expect(fillPieces(resultCount, { total: 1 }, pluralChooser('en-US'))).toBe('1 result found');
    expect(() => fillPieces(resultCount, { total: 1 })).toThrow(/plural/);
  });

  it.each(['{kind, select, doc {a document} other {a page}}', 'Sent <b>{name}</b>', 'On {day, date, short}', '{n, selectordinal, one {#st} other {#th}}'])(
    'refuses, naming the key, a message the pieces cannot hold: %s',
    (message) => {
      expect(() => parsePieces('form.example', message)).toThrow(/^form\.example: /);
    },
  );
});
