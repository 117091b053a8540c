import PDFDocument from 'pdfkit';
import type { LanguageCode } from '@/schemas/locale';
import { richTextBlocks, type RichTextType, type TextBlock } from '../search/rich-text';
import { cjkFont, type CjkFont } from './cjk-font';

export type DocumentPdfInput = {
  title: string;
  updateTime: string;
  content: string;
  contentType: RichTextType;
  locale: LanguageCode;
};

type Doc = PDFKit.PDFDocument;
type FontName = 'text' | 'mono';
type Run = { text: string; font: FontName };

/** The embedded CJK font for text; Courier (a standard PDF font, never embedded) for ASCII in code. */
const FONTS: Record<FontName, string> = { text: 'NotoSansSC', mono: 'Courier' };
const MARGIN = 56;
const SIZES = { title: 20, meta: 9.5, body: 10.5, code: 9, footer: 8.5, headings: [17, 15, 13.5, 12] } as const;
const COLORS = { text: '#1f2328', muted: '#59636e', rule: '#d0d7de', code: '#24292f', bar: '#8c959f' } as const;
const INDENT = 16;
const UPDATED_LABEL: Record<LanguageCode, string> = { ZH_CN: '更新时间', EN_US: 'Updated', JA_JP: '更新日時', KO_KR: '更新时间' };
/** Shown for a character the font does not draw, so the gap is visible and extracts as something. */
const MISSING = '\u25a1';
const ASCII_PRINTABLE = /^[\x20-\x7e]$/;

/** Control characters out, tabs to spaces, characters the font lacks to a visible box. */
function printable(text: string, font: CjkFont): string {
  let out = '';
  for (const char of text.replace(/\t/g, '    ')) {
    const code = char.codePointAt(0) ?? 0;
    if (char === '\n') out += char;
    else if (code < 0x20 || (code >= 0x7f && code < 0xa0)) continue;
    else out += font.covers(code) || /\s/.test(char) ? char : MISSING;
  }
  return out;
}

/** A code line in runs: ASCII in the monospaced font, anything else (Chinese comments) in the CJK font. */
function codeRuns(line: string): Run[] {
  const runs: Run[] = [];
  for (const char of line) {
    const font: FontName = ASCII_PRINTABLE.test(char) ? 'mono' : 'text';
    const last = runs[runs.length - 1];
    if (last && last.font === font) last.text += char;
    else runs.push({ text: char, font });
  }
  return runs.length > 0 ? runs : [{ text: ' ', font: 'mono' }];
}

class Writer {
  readonly left: number;
  readonly width: number;

  constructor(
    private readonly doc: Doc,
    private readonly font: CjkFont,
  ) {
    this.left = doc.page.margins.left;
    this.width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  }

  private style(font: FontName, size: number, color: string) {
    this.doc.font(FONTS[font]).fontSize(size).fillColor(color);
  }

  /** Starts a new page unless `height` more points fit on this one. */
  private room(height: number) {
    const bottom = this.doc.page.height - this.doc.page.margins.bottom;
    if (this.doc.y + height > bottom) this.doc.addPage();
  }

  private bar(page: unknown, top: number, x: number) {
    // Only when the block stayed on one page; a bar across a page break would point nowhere.
    if (this.doc.page !== page || this.doc.y <= top) return;
    this.doc.save().rect(x, top, 2, this.doc.y - top).fill(COLORS.bar).restore();
  }

  header(title: string, updated: string) {
    this.style('text', SIZES.title, COLORS.text);
    this.doc.text(printable(title, this.font), this.left, this.doc.y, { width: this.width });
    this.doc.moveDown(0.3);
    this.style('text', SIZES.meta, COLORS.muted);
    this.doc.text(printable(updated, this.font), { width: this.width });
    this.doc.moveDown(0.6);
    this.rule();
  }

  rule() {
    const y = this.doc.y;
    this.doc.save().moveTo(this.left, y).lineTo(this.left + this.width, y).lineWidth(0.75).stroke(COLORS.rule).restore();
    this.doc.moveDown(0.8);
  }

  block(block: TextBlock) {
    switch (block.kind) {
      case 'heading':
        return this.heading(block.level, block.text);
      case 'paragraph':
        return this.paragraph(block.text, 0, COLORS.text);
      case 'quote':
        return this.quote(block.text);
      case 'list-item':
        return this.listItem(block.depth, block.marker, block.text);
      case 'code':
        return this.code(block.text);
      case 'table-row':
        return this.tableRow(block.cells, block.header);
      case 'rule':
        return this.rule();
    }
  }

  private heading(level: number, text: string) {
    const size = SIZES.headings[Math.min(level, SIZES.headings.length) - 1] ?? SIZES.body;
    this.doc.moveDown(0.5);
    this.room(size * 3);
    this.style('text', size, COLORS.text);
    this.doc.text(printable(text, this.font), this.left, this.doc.y, { width: this.width });
    this.doc.moveDown(0.35);
  }

  private paragraph(text: string, indent: number, color: string) {
    this.style('text', SIZES.body, color);
    this.doc.text(printable(text, this.font), this.left + indent, this.doc.y, { width: this.width - indent, lineGap: 3 });
    this.doc.moveDown(0.5);
  }

  private quote(text: string) {
    const page = this.doc.page;
    const top = this.doc.y;
    this.paragraph(text, 12, COLORS.muted);
    this.bar(page, top, this.left);
  }

  private listItem(depth: number, marker: string, text: string) {
    const x = this.left + depth * INDENT;
    const markerWidth = Math.max(INDENT, marker.length * 6);
    this.style('text', SIZES.body, COLORS.text);
    this.room(this.doc.currentLineHeight(true) + 3);
    const y = this.doc.y;
    const shown = [...marker].every((char) => this.font.covers(char.codePointAt(0) ?? 0)) ? marker : '-';
    this.doc.text(shown, x, y, { width: markerWidth, lineBreak: false });
    this.doc.text(printable(text, this.font) || ' ', x + markerWidth, y, { width: this.width - depth * INDENT - markerWidth, lineGap: 3 });
    this.doc.moveDown(0.25);
  }

  private code(text: string) {
    this.doc.moveDown(0.2);
    this.style('mono', SIZES.code, COLORS.code);
    this.room(this.doc.currentLineHeight(true) * 2);
    const page = this.doc.page;
    const top = this.doc.y;
    const x = this.left + 10;
    for (const line of printable(text, this.font).split('\n')) {
      const runs = codeRuns(line);
      runs.forEach((run, at) => {
        this.style(run.font, SIZES.code, COLORS.code);
        const continued = at < runs.length - 1;
        if (at === 0) this.doc.text(run.text, x, this.doc.y, { width: this.width - 10, lineGap: 1.5, continued });
        else this.doc.text(run.text, { continued });
      });
    }
    this.bar(page, top, this.left);
    this.doc.moveDown(0.6);
  }

  private tableRow(cells: string[], header: boolean) {
    this.style('text', SIZES.body - 0.5, header ? COLORS.text : COLORS.code);
    this.doc.text(printable(cells.join('  |  '), this.font), this.left, this.doc.y, { width: this.width, lineGap: 2 });
    if (header) {
      const y = this.doc.y + 1;
      this.doc.save().moveTo(this.left, y).lineTo(this.left + this.width, y).lineWidth(0.5).stroke(COLORS.rule).restore();
    }
    this.doc.moveDown(0.3);
  }

  /** 'n / total' at the foot of every page; the bottom margin is lifted so the number does not start a new page. */
  pageNumbers() {
    const { start, count } = this.doc.bufferedPageRange();
    for (let page = start; page < start + count; page += 1) {
      this.doc.switchToPage(page);
      const bottom = this.doc.page.margins.bottom;
      this.doc.page.margins.bottom = 0;
      this.style('text', SIZES.footer, COLORS.muted);
      this.doc.text(`${page + 1} / ${count}`, this.left, this.doc.page.height - bottom / 2 - SIZES.footer, {
        width: this.width,
        align: 'center',
        lineBreak: false,
      });
      this.doc.page.margins.bottom = bottom;
    }
  }
}

/** A help document as an A4 PDF: title, update time, then its content as text; Chinese is embedded as a font subset. */
export async function renderDocumentPdf(input: DocumentPdfInput): Promise<Uint8Array<ArrayBuffer>> {
  const font = cjkFont();
  const doc: Doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    displayTitle: true,
    lang: input.locale === 'EN_US' ? 'en-US' : 'zh-CN',
    info: { Title: input.title },
    // No default font: the standard Helvetica would be loaded and never used.
    font: '',
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.registerFont(FONTS.text, font.bytes);

  const writer = new Writer(doc, font);
  writer.header(input.title, `${UPDATED_LABEL[input.locale]}: ${input.updateTime}`);
  for (const block of richTextBlocks(input.content, input.contentType)) writer.block(block);
  writer.pageNumbers();
  doc.end();
  await finished;
  return new Uint8Array(Buffer.concat(chunks));
}
