import { printable } from '../printable';
import { COLORS, look, SIZES, type Typesetter } from '../typesetter';

export function setParagraph(t: Typesetter, text: string, indent = 0, color: string = COLORS.text) {
  look(t, { size: SIZES.body, color });
  t.doc.text(printable(text, t.font), t.left + indent, t.doc.y, { width: t.width - indent, lineGap: 3 });
  t.doc.moveDown(0.5);
}
