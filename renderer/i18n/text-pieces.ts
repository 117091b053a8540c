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

/**
 * Picks a plural's option and writes its count (plural-pieces.ts): only the sections' leaves count, so the
 * chrome's and the forms' code carries no plural rules.
 */
export type PluralChooser = (piece: PluralPiece, values: TextValues) => { option: TextPieces; count: string };

/**
 * A message's pieces read out as text, each argument replaced by its value; a tag shows its text. A plural
 * needs `choosePlural`: the plain-text test fails on a chrome or form message that holds one.
 */
export function fillPieces(pieces: TextPieces, values: TextValues = {}, choosePlural?: PluralChooser): string {
  return pieces
    .map((piece, index) => {
      if (typeof piece === 'string') return index % 2 === 0 ? piece : String(values[piece] ?? '');
      if ('tag' in piece) return piece.text;
      if (!choosePlural) throw new Error(`{${piece.plural}, plural} in a message read without plural rules`);
      const { option, count } = choosePlural(piece, values);
      return fillPieces(option, { ...values, '#': count }, choosePlural);
    })
    .join('');
}

/**
 * A message of text and `{arguments}` only, as its pieces without the ICU parser: for the dictionary's parts
 * the browser imports itself (messages/load-on-demand.ts); plain-text.test.ts checks these against the parser.
 */
export const argumentPieces = (message: string): TextPieces => message.split(/\{(\w+)\}/);
