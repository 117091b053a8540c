import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readPdfLayout } from './pdf-layout.testing';

/** Whether poppler's pdftotext (Debian: poppler-utils) is on this machine. */
export const hasPdftotext = (): boolean => spawnSync('pdftotext', ['-v'], { stdio: 'ignore' }).status === 0;

/** The text a reader's tool copies out of the PDF, by pdftotext. */
export function pdftotext(bytes: Uint8Array): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-text-'));
  try {
    const file = path.join(dir, 'document.pdf');
    fs.writeFileSync(file, bytes);
    const result = spawnSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`pdftotext failed: ${result.stderr}`);
    return result.stdout;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A small text extractor for the PDFs this project writes, for machines without pdftotext: the text of
 * every text object (one BT ... ET block per line fragment), page by page, read through each font's
 * ToUnicode map (fonts without one, Courier, as single-byte text).
 */
export const extractPdfText = (bytes: Uint8Array): string =>
  readPdfLayout(bytes)
    .flatMap((page) => page.texts.map((run) => run.text))
    .join('\n');

/** pdftotext where it is installed, the small extractor otherwise. */
export const pdfText = (bytes: Uint8Array): string => (hasPdftotext() ? pdftotext(bytes) : extractPdfText(bytes));
