/**
 * A message as the browser's plain-text leaves take it: text and arguments taking turns, parsed on the server
 * (parse-pieces.ts), so the browser needs no ICU parser and no react-intl. A tag around plain text
 * (`<link>privacy policy</link>`) stands in an argument's place.
 */
export type TextPiece = string | { tag: string; text: string };
export type TextPieces = readonly TextPiece[];

/** A message's pieces read out as text, each argument name replaced by its value; a tag shows its text. */
export const fillPieces = (pieces: TextPieces, values: Record<string, string> = {}): string =>
  pieces.map((piece, index) => (typeof piece !== 'string' ? piece.text : index % 2 === 0 ? piece : (values[piece] ?? ''))).join('');
