import type { PluralChooser } from './text-pieces';

/** Plurals as react-intl picks them in `lang`: an exact `=n` option first, then the language's category, then `other`; `#` grouped (1,234). */
export function pluralChooser(lang: string): PluralChooser {
  const rules = new Intl.PluralRules(lang);
  const numbers = new Intl.NumberFormat(lang);
  return ({ plural, offset, options }, values) => {
    const count = Number(values[plural] ?? 0);
    return { option: options[`=${count}`] ?? options[rules.select(count - offset)] ?? options.other ?? [], count: numbers.format(count - offset) };
  };
}
