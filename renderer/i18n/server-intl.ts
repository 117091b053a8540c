import { createIntl, createIntlCache } from 'react-intl/server';
import type { LanguageCode } from '@/schemas/locale';
import { perLocale } from '@/schemas/per-locale';
import { dictionaries, htmlLang } from './messages';
import type { MessageKey } from './messages/types';

const intlCache = createIntlCache();
const intlFor = perLocale((locale) => createIntl({ locale: htmlLang[locale], messages: dictionaries[locale] }, intlCache));

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** Message lookup for Server Components; the chrome's and lead forms' client leaves read plain text (TextProvider), sections' react-intl. */
export function getTranslator(locale: LanguageCode): Translate {
  const intl = intlFor(locale);
  return (key, values) => String(intl.formatMessage({ id: key }, values));
}
