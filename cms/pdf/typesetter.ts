import type { CjkFont } from './cjk-font';

export type Face = 'text' | 'mono';

/** The embedded CJK font for text; Courier (a standard PDF font, never embedded) for ASCII in code. */
export const FONTS: Record<Face, string> = { text: 'NotoSansSC', mono: 'Courier' };
export const MARGIN = 56;
export const SIZES = {
  title: 20,
  meta: 9.5,
  body: 10.5,
  table: 10,
  code: 9,
  furniture: 8.5,
  headings: [17, 15, 13.5, 12, 11, 10.5],
} as const;
export const COLORS = {
  text: '#1f2328',
  muted: '#59636e',
  rule: '#d0d7de',
  code: '#24292f',
  codeBackground: '#f6f8fa',
  tableHead: '#eef1f4',
  bar: '#8c959f',
} as const;
export const INDENT = 16;
/** Outline width per point of type for bold: the CJK font has one weight, so bold is drawn as fill plus outline. */
const BOLD_OUTLINE = 0.035;

/** A document being set: pdfkit's document, what the CJK font covers, and the text column. */
export type Typesetter = { doc: PDFKit.PDFDocument; font: CjkFont; left: number; width: number };

export type Look = { face?: Face; size: number; color: string; bold?: boolean };

/** Sets face, size and colour; returns the text options that draw the weight. */
export function look({ doc }: Typesetter, { face = 'text', size, color, bold = false }: Look): PDFKit.Mixins.TextOptions {
  doc.font(FONTS[face]).fontSize(size).fillColor(color);
  if (!bold) return {};
  // Left set on purpose: every stroke in this folder sets its own width and colour.
  doc.lineWidth(size * BOLD_OUTLINE).strokeColor(color);
  return { fill: true, stroke: true };
}

export const pageBottom = ({ doc }: Typesetter): number => doc.page.height - doc.page.margins.bottom;

/** Starts a new page unless `height` more points fit on this one. */
export function room(t: Typesetter, height: number) {
  if (t.doc.y + height > pageBottom(t)) t.doc.addPage();
}
