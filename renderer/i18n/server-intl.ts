import { createIntl, createIntlCache } from 'react-intl/server';
import type { LanguageCode } from '@/schemas/locale';
import { dictionaries, htmlLang } from './messages';
import type { MessageKey } from './messages/types';

const intlCache = createIntlCache();
const intls = new Map<LanguageCode, ReturnType<typeof createIntl>>();

function intlFor(locale: LanguageCode) {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl({ locale: htmlLang[locale], messages: dictionaries[locale] }, intlCache);
    intls.set(locale, intl);
  }
  return intl;
}

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** Message lookup for Server Components; client leaves use react-intl's hooks under the layout's provider. */
export function getTranslator(locale: LanguageCode): Translate {
  const intl = intlFor(locale);
  return (key, values) => String(intl.formatMessage({ id: key }, values));
}
