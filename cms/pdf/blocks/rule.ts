import { COLORS, type Typesetter } from '../typesetter';

/** A thin line across the column. */
export function setRule(t: Typesetter) {
  const y = t.doc.y;
  t.doc
    .save()
    .moveTo(t.left, y)
    .lineTo(t.left + t.width, y)
    .lineWidth(0.75)
    .stroke(COLORS.rule)
    .restore();
  t.doc.moveDown(0.8);
}
