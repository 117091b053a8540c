import PDFDocument from 'pdfkit';
import type { LanguageCode } from '@/schemas/locale';
import { richTextBlocks, type RichTextType } from '../search/rich-text';
import { setBlock } from './blocks/set-block';
import { setTitle } from './blocks/title';
import { cjkFont } from './cjk-font';
import { setPageFurniture } from './page-furniture';
import { pdfBlocks } from './pdf-blocks';
import { FONTS, MARGIN, type Typesetter } from './typesetter';

export type DocumentPdfInput = {
  title: string;
  updateTime: string;
  content: string;
  contentType: RichTextType;
  locale: LanguageCode;
  /** Printed at the head of every page. */
  siteName: string;
};

const UPDATED_LABEL: Record<LanguageCode, string> = { ZH_CN: '更新时间', EN_US: 'Updated', JA_JP: '更新日時', KO_KR: '更新时间' };

/** A help document as an A4 PDF: title, update time, then its content block by block; Chinese is embedded as a font subset. */
export async function renderDocumentPdf(input: DocumentPdfInput): Promise<Uint8Array<ArrayBuffer>> {
  const font = cjkFont();
  const doc = new PDFDocument({
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

  const typesetter: Typesetter = {
    doc,
    font,
    left: doc.page.margins.left,
    width: doc.page.width - doc.page.margins.left - doc.page.margins.right,
  };
  setTitle(typesetter, input.title, `${UPDATED_LABEL[input.locale]}: ${input.updateTime}`);
  for (const block of pdfBlocks(richTextBlocks(input.content, input.contentType))) setBlock(typesetter, block);
  setPageFurniture(typesetter, input.siteName);
  doc.end();
  await finished;
  return new Uint8Array(Buffer.concat(chunks));
}
