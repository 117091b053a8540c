import type { InlineLine } from '../../search/inline-runs';
import { COLORS, type Typesetter } from '../typesetter';
import { setParagraph } from './paragraph';

/** A quoted paragraph: muted, indented, with a bar down its left edge. */
export function setQuote(t: Typesetter, line: InlineLine) {
  const page = t.doc.page;
  const top = t.doc.y;
  setParagraph(t, line, 12, COLORS.muted);
  // Only when the quote stayed on one page; a bar across a page break would point nowhere.
  if (t.doc.page !== page || t.doc.y <= top) return;
  t.doc
    .save()
    .rect(t.left, top, 2, t.doc.y - top)
    .fill(COLORS.bar)
    .restore();
}
