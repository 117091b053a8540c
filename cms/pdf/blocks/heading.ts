import { printable } from '../printable';
import { COLORS, look, room, SIZES, type Typesetter } from '../typesetter';

export function setHeading(t: Typesetter, level: number, text: string) {
  const size = SIZES.headings[Math.min(level, SIZES.headings.length) - 1] ?? SIZES.body;
  t.doc.moveDown(0.5);
  // Room for the heading and a line or two after it, so a heading never ends a page.
  room(t, size * 3);
  const weight = look(t, { size, color: COLORS.text, bold: true });
  t.doc.text(printable(text, t.font), t.left, t.doc.y, { width: t.width, ...weight });
  t.doc.moveDown(0.35);
}
