import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@/schemas/locale';
import { chromeText } from './chrome-text';
import { fillPieces } from './chrome-text.client';
import { CHROME_MESSAGES } from './client-messages';
import { dictionaries, htmlLang } from './messages';

describe("the chrome's text", () => {
  it.each(LANGUAGE_CODES)('%s: every message reads exactly as react-intl formats it, arguments filled in', (locale) => {
    const text = chromeText(locale);
    const intl = createIntl({ locale: htmlLang[locale], messages: dictionaries[locale] });
    const values = { name: 'Ada', code: 'E42', message: 'it broke' };
    for (const key of CHROME_MESSAGES) {
      const pieces = text[key];
      expect(pieces, key).toBeDefined();
      expect(fillPieces(pieces ?? [], values), key).toBe(intl.formatMessage({ id: key }, values));
    }
  });
});
