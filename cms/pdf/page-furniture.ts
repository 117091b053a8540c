import { printable } from './printable';
import { COLORS, look, MARGIN, SIZES, type Typesetter } from './typesetter';

/**
 * On every page, once the content is set: the site's name in the top margin over a hairline, and
 * 'n / total' centred in the bottom margin. The bottom margin is lifted meanwhile so the number
 * does not start a new page.
 */
export function setPageFurniture(t: Typesetter, siteName: string) {
  const { doc } = t;
  const name = printable(siteName, t.font);
  const { start, count } = doc.bufferedPageRange();
  for (let page = start; page < start + count; page += 1) {
    doc.switchToPage(page);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    look(t, { size: SIZES.furniture, color: COLORS.muted });
    if (name) {
      doc.text(name, t.left, MARGIN / 2 - SIZES.furniture, { width: t.width, lineBreak: false });
      const y = MARGIN / 2 + SIZES.furniture / 2;
      doc
        .save()
        .moveTo(t.left, y)
        .lineTo(t.left + t.width, y)
        .lineWidth(0.5)
        .stroke(COLORS.rule)
        .restore();
    }
    doc.text(`${page + 1} / ${count}`, t.left, doc.page.height - bottom / 2 - SIZES.furniture, {
      width: t.width,
      align: 'center',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}
