import 'server-only';
import { perLocale } from '@/schemas/per-locale';
import { chromeMessages } from './client-messages';
import type { ChromeText } from './chrome-text.client';
import { dictionaries } from './messages';
import { parseMessages } from './parse-pieces';

/** What every page hands its chrome's client leaves (the layout's TextProvider), parsed once per locale. */
export const chromeText = perLocale((locale): ChromeText => parseMessages(chromeMessages(dictionaries[locale])));
