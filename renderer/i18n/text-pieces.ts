/**
 * A message as the browser's leaves take it: text and arguments taking turns, parsed on the server
 * (parse-pieces.ts), so the browser needs no ICU parser and no react-intl. A tag around plain text
 * (`<link>privacy policy</link>`) or a plural stands in an argument's place; inside a plural's option, `#`
 * is an argument: the count, formatted for the language.
 */
export type TextPiece = string | { tag: string; text: string } | PluralPiece;
export type TextPieces = readonly TextPiece[];
export type PluralPiece = { plural: string; offset: number; options: Readonly<Record<string, TextPieces>> };

export type TextValues = Record<string, string | number>;

/** The option a count picks: an exact `=n` first, then the language's plural category, then `other`. */
function pluralOption(piece: PluralPiece, count: number, lang: string): TextPieces {
  const { options, offset } = piece;
  return options[`=${count}`] ?? options[new Intl.PluralRules(lang).select(count - offset)] ?? options.other ?? [];
}

/** A message's pieces read out as text in `lang`, each argument replaced by its value; a tag shows its text. */
export function fillPieces(pieces: TextPieces, values: TextValues = {}, lang = 'en'): string {
  return pieces
    .map((piece, index) => {
      if (typeof piece === 'string') return index % 2 === 0 ? piece : String(values[piece] ?? '');
      if ('tag' in piece) return piece.text;
      const count = Number(values[piece.plural] ?? 0);
      return fillPieces(pluralOption(piece, count, lang), { ...values, '#': new Intl.NumberFormat(lang).format(count - piece.offset) }, lang);
    })
    .join('');
}
