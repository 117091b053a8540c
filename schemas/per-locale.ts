import type { LanguageCode } from './locale';

/** `build` run once per locale and kept: schemas, dictionaries' parsed messages, formatters. */
export function perLocale<T>(build: (locale: LanguageCode) => T): (locale: LanguageCode) => T {
  const built = new Map<LanguageCode, T>();
  return (locale) => {
    const hit = built.get(locale);
    if (hit !== undefined) return hit;
    const value = build(locale);
    built.set(locale, value);
    return value;
  };
}
