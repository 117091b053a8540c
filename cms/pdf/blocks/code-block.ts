import { printable } from '../printable';
import { COLORS, FONTS, look, pageBottom, room, SIZES, type Typesetter } from '../typesetter';
import { codeRuns, wrapCode, type CodeRun } from './code-lines';

const PAD = 6;
const PITCH = SIZES.code * 1.5;
/** From a line's top to the baseline its monospaced and CJK runs share. */
const BASELINE = PITCH * 0.72;

/** Fenced or preformatted code: line for line, monospaced, on a shaded panel that is cut and resumed at page breaks. */
export function setCode(t: Typesetter, text: string) {
  const { doc } = t;
  const charWidths = new Map<string, number>();
  const measure = ({ text: chars, face }: CodeRun): number => {
    const key = `${face}${chars}`;
    const known = charWidths.get(key);
    if (known !== undefined) return known;
    const width = doc.font(FONTS[face]).fontSize(SIZES.code).widthOfString(chars);
    // Single characters recur when long lines are broken; whole runs rarely do.
    if ([...chars].length === 1) charWidths.set(key, width);
    return width;
  };
  const lines = printable(text, t.font)
    .split('\n')
    .flatMap((line) => wrapCode(codeRuns(line), t.width - 2 * PAD, measure));

  doc.moveDown(0.2);
  for (let at = 0; at < lines.length;) {
    // Two lines at least, unless one is all that is left: a panel of one line before a break reads as a stray.
    room(t, Math.min(2, lines.length - at) * PITCH + 2 * PAD);
    const top = doc.y;
    const count = Math.min(lines.length - at, Math.max(1, Math.floor((pageBottom(t) - top - 2 * PAD) / PITCH)));
    doc
      .save()
      .rect(t.left, top, t.width, count * PITCH + 2 * PAD)
      .fill(COLORS.codeBackground)
      .restore();
    lines.slice(at, at + count).forEach((line, row) => {
      const y = top + PAD + row * PITCH + BASELINE;
      let x = t.left + PAD;
      for (const run of line) {
        look(t, { face: run.face, size: SIZES.code, color: COLORS.code });
        doc.text(run.text, x, y, { lineBreak: false, baseline: 'alphabetic' });
        x += measure(run);
      }
    });
    at += count;
    doc.y = top + count * PITCH + 2 * PAD;
  }
  doc.x = t.left;
  doc.moveDown(0.6);
}
