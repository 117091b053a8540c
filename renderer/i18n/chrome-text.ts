import 'server-only';
import { perLocale } from '@/schemas/per-locale';
import { CHROME_MESSAGES } from './client-messages';
import type { ChromeText } from './chrome-text.client';
import { dictionaries } from './messages';
import { parsePieces } from './parse-pieces';

/** What every page hands its chrome's client leaves (the layout's TextProvider), parsed once per locale. */
export const chromeText = perLocale((locale): ChromeText =>
  Object.fromEntries(CHROME_MESSAGES.map((key) => [key, parsePieces(key, dictionaries[locale][key])])),
);
