import { afterEach, describe, expect, it, vi } from 'vitest';
import { htmlLang } from './messages';
import { pluralChooser } from './plural-pieces';
import type { PluralPiece } from './text-pieces';

const COUNT_ONLY: PluralPiece = { plural: 'total', offset: 0, options: { other: ['#'] } };
const counted = (lang: string, total: number) => pluralChooser(lang)(COUNT_ONLY, { total }).count;

afterEach(() => {
  vi.restoreAllMocks();
});

describe.each(Object.values(htmlLang))('counts in %s', (lang) => {
  it('read as the language formats them, small or grouped', () => {
    const numbers = new Intl.NumberFormat(lang);
    for (const total of [0, 1, 7, 42, 999, -3, -999, 1000, 1234, 98765432, 2.5]) expect(counted(lang, total)).toBe(numbers.format(total));
  });

  // The first number format of a page cost a phone about 0.15 s of main-thread work during hydration (the document tree's counts).
  it('make no number format for a count under a thousand', () => {
    const NumberFormat = Intl.NumberFormat;
    const made = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function made(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
      return new NumberFormat(...args);
    });
    expect(counted(lang, 12)).toBe('12');
    expect(made).not.toHaveBeenCalled();
    counted(lang, 1234);
    expect(made).toHaveBeenCalledTimes(1);
  });
});
