import 'server-only';
import { isArgumentElement, isLiteralElement, parse } from '@formatjs/icu-messageformat-parser';
import { perLocale } from '@/schemas/per-locale';
import { CHROME_MESSAGES, type ChromeMessageKey } from './client-messages';
import type { ChromeText } from './chrome-text.client';
import { dictionaries } from './messages';

/**
 * A chrome message as text and argument names taking turns (`['Signed in as ', 'name', '']`), parsed
 * here by the ICU parser: quoting and escapes are resolved, and the browser only joins the pieces. A
 * message the chrome shows may hold nothing but text and `{arguments}`; anything else fails here, and
 * chrome-text.test.ts checks every dictionary.
 */
function pieces(key: ChromeMessageKey, message: string): string[] {
  const result = [''];
  for (const element of parse(message)) {
    if (isLiteralElement(element)) result[result.length - 1] += element.value;
    else if (isArgumentElement(element)) result.push(element.value, '');
    else throw new Error(`${key}: the chrome's messages hold only text and {arguments}`);
  }
  return result;
}

/** What every page hands its chrome's client leaves (ChromeTextProvider), parsed once per locale. */
export const chromeText = perLocale((locale): ChromeText => Object.fromEntries(CHROME_MESSAGES.map((key) => [key, pieces(key, dictionaries[locale][key])])));
