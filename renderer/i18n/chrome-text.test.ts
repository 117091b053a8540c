import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@/schemas/locale';
import { chromeText } from './chrome-text';
import { CHROME_MESSAGES } from './client-messages';
import { formText } from './form-text';
import { dictionaries, htmlLang } from './messages';
import { fillPieces } from './text-pieces';

const values = { name: 'Ada', code: 'E42', message: 'it broke' };
const intlFor = (locale: (typeof LANGUAGE_CODES)[number]) => createIntl({ locale: htmlLang[locale], messages: dictionaries[locale] });

describe('the plain text the browser joins', () => {
  it.each(LANGUAGE_CODES)('%s: every chrome message reads exactly as react-intl formats it, arguments filled in', (locale) => {
    const text = chromeText(locale);
    const intl = intlFor(locale);
    for (const key of CHROME_MESSAGES) {
      const pieces = text[key];
      expect(pieces, key).toBeDefined();
      expect(fillPieces(pieces ?? [], values), key).toBe(intl.formatMessage({ id: key }, values));
    }
  });

  it.each(LANGUAGE_CODES)("%s: every lead form message reads exactly as react-intl formats it, a tag's text included", (locale) => {
    const text = formText(locale);
    const intl = intlFor(locale);
    const entries = Object.entries(text);
    expect(entries.length).toBeGreaterThan(50);
    for (const [key, pieces] of entries) {
      const formatted = intl.formatMessage({ id: key }, { ...values, link: (chunks: string[]) => chunks.join('') });
      expect(fillPieces(pieces, values), key).toBe(formatted);
    }
    expect(text['form.privacyConsentLinked']?.some((piece) => typeof piece !== 'string' && piece.tag === 'link')).toBe(true);
  });
});
