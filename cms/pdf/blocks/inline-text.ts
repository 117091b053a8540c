import type { InlineLine } from '../../search/inline-runs';
import { printable } from '../printable';
import { look, SIZES, type Typesetter } from '../typesetter';

type Piece = { text: string; bold: boolean };

/** The line cut where its weight changes. */
function pieces({ text, strong = [] }: InlineLine): Piece[] {
  const out: Piece[] = [];
  let at = 0;
  for (const { from, to } of strong) {
    if (from > at) out.push({ text: text.slice(at, from), bold: false });
    out.push({ text: text.slice(from, to), bold: true });
    at = to;
  }
  if (at < text.length || out.length === 0) out.push({ text: text.slice(at), bold: false });
  return out;
}

/** Body text with its bold stretches, as one flow that wraps across them, starting at (x, y). */
export function setInline(t: Typesetter, line: InlineLine, color: string, x: number, y: number, options: PDFKit.Mixins.TextOptions) {
  const all = pieces(line);
  all.forEach((piece, at) => {
    const weight = look(t, { size: SIZES.body, color, bold: piece.bold });
    // Each piece says its weight: a continued piece would otherwise inherit the one before.
    const pieceOptions = { ...options, fill: true, stroke: false, ...weight, continued: at < all.length - 1 };
    const text = printable(piece.text, t.font) || ' ';
    if (at === 0) t.doc.text(text, x, y, pieceOptions);
    else t.doc.text(text, pieceOptions);
  });
}
