import { printable } from '../printable';
import { COLORS, look, SIZES, type Typesetter } from '../typesetter';
import { setRule } from './rule';

/** The document's title and when it was updated, ruled off from its content. */
export function setTitle(t: Typesetter, title: string, updated: string) {
  const weight = look(t, { size: SIZES.title, color: COLORS.text, bold: true });
  t.doc.text(printable(title, t.font), t.left, t.doc.y, { width: t.width, ...weight });
  t.doc.moveDown(0.3);
  look(t, { size: SIZES.meta, color: COLORS.muted });
  t.doc.text(printable(updated, t.font), { width: t.width });
  t.doc.moveDown(0.6);
  setRule(t);
}
