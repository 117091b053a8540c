import type { PluralChooser } from './text-pieces';

/** Below this a whole count reads the same with or without a number format, whose first one loads ICU's number data (30 to 80 ms here, four times that on a phone). */
const UNGROUPED_BELOW = 1000;

/**
 * Plurals as react-intl picks them in `lang`: an exact `=n` option first, then the language's category, then `other`; `#` grouped (1,234).
 * A whole count under a thousand is the same in every language the site speaks, so the number format is only made for a larger one.
 */
export function pluralChooser(lang: string): PluralChooser {
  const rules = new Intl.PluralRules(lang);
  let numbers: Intl.NumberFormat | undefined;
  const format = (count: number) =>
    Number.isInteger(count) && Math.abs(count) < UNGROUPED_BELOW ? String(count) : (numbers ??= new Intl.NumberFormat(lang)).format(count);
  return ({ plural, offset, options }, values) => {
    const count = Number(values[plural] ?? 0);
    return { option: options[`=${count}`] ?? options[rules.select(count - offset)] ?? options.other ?? [], count: format(count - offset) };
  };
}
