import { printable } from '../printable';
import { COLORS, INDENT, look, room, SIZES, type Typesetter } from '../typesetter';

/** One list item: its bullet, number or checkbox in a gutter, its text beside it, indented by nesting depth. */
export function setListItem(t: Typesetter, depth: number, marker: string, text: string) {
  const x = t.left + depth * INDENT;
  const markerWidth = Math.max(INDENT, marker.length * 6);
  look(t, { size: SIZES.body, color: COLORS.text });
  room(t, t.doc.currentLineHeight(true) + 3);
  const y = t.doc.y;
  const shown = [...marker].every((char) => t.font.covers(char.codePointAt(0) ?? 0)) ? marker : '-';
  t.doc.text(shown, x, y, { width: markerWidth, lineBreak: false });
  t.doc.text(printable(text, t.font) || ' ', x + markerWidth, y, { width: t.width - depth * INDENT - markerWidth, lineGap: 3 });
  t.doc.moveDown(0.25);
}
