import type { InlineLine } from '../../search/inline-runs';
import { COLORS, INDENT, look, room, SIZES, type Typesetter } from '../typesetter';
import { setInline } from './inline-text';

/** One list item: its bullet, number or checkbox in a gutter, its text beside it, indented by nesting depth. */
export function setListItem(t: Typesetter, depth: number, marker: string, line: InlineLine) {
  const x = t.left + depth * INDENT;
  const markerWidth = Math.max(INDENT, marker.length * 6);
  look(t, { size: SIZES.body, color: COLORS.text });
  room(t, t.doc.currentLineHeight(true) + 3);
  const y = t.doc.y;
  const shown = [...marker].every((char) => t.font.covers(char.codePointAt(0) ?? 0)) ? marker : '-';
  t.doc.text(shown, x, y, { width: markerWidth, lineBreak: false });
  setInline(t, line, COLORS.text, x + markerWidth, y, { width: t.width - depth * INDENT - markerWidth, lineGap: 3 });
  t.doc.moveDown(0.25);
}
