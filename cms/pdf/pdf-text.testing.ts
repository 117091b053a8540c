import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

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

type CMap = Map<number, string>;

const hexToString = (hex: string) => Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex');

function utf16(hex: string): string {
  const bytes = hexToString(hex);
  let out = '';
  for (let at = 0; at + 1 < bytes.length; at += 2) out += String.fromCharCode(bytes.readUInt16BE(at));
  return out;
}

/** A ToUnicode CMap's bfchar and bfrange entries: glyph code to text. */
function parseCMap(source: string): CMap {
  const map: CMap = new Map();
  for (const [, body] of source.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of (body ?? '').matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi)) map.set(parseInt(code ?? '0', 16), utf16(text ?? ''));
  }
  for (const [, body] of source.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, rest] of (body ?? '').matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*(\[[^\]]*\]|<[0-9a-f]+>)/gi)) {
      const start = parseInt(from ?? '0', 16);
      const end = parseInt(to ?? '0', 16);
      const targets = [...(rest ?? '').matchAll(/<([0-9a-f]+)>/gi)].map((match) => match[1] ?? '');
      for (let code = start; code <= end; code += 1) {
        if ((rest ?? '').startsWith('[')) map.set(code, utf16(targets[code - start] ?? ''));
        else {
          const base = utf16(targets[0] ?? '');
          map.set(code, base.slice(0, -1) + String.fromCharCode(base.charCodeAt(base.length - 1) + code - start));
        }
      }
    }
  }
  return map;
}

/**
 * A small text extractor for the PDFs this project writes, for machines without pdftotext: inflates
 * the streams, reads each font's ToUnicode map, and decodes the strings of every text object (one
 * BT ... ET block per line). Fonts without a map (Courier) are read as single-byte text.
 */
export function extractPdfText(bytes: Uint8Array): string {
  const pdf = Buffer.from(bytes).toString('latin1');
  const objects = new Map<number, { dict: string; stream?: string }>();
  for (const match of pdf.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = match[2] ?? '';
    const streamAt = body.indexOf('stream');
    if (streamAt === -1) {
      objects.set(Number(match[1]), { dict: body });
      continue;
    }
    const dict = body.slice(0, streamAt);
    const raw = Buffer.from(body.slice(streamAt + 'stream'.length).replace(/^\r?\n/, '').replace(/\r?\nendstream\s*$/, ''), 'latin1');
    const data = /\/FlateDecode/.test(dict) ? zlib.inflateSync(raw) : raw;
    objects.set(Number(match[1]), { dict, stream: data.toString('latin1') });
  }
  const cmapOfFont = (fontObject: number): CMap | undefined => {
    const reference = /\/ToUnicode (\d+) 0 R/.exec(objects.get(fontObject)?.dict ?? '');
    const source = reference ? objects.get(Number(reference[1]))?.stream : undefined;
    return source === undefined ? undefined : parseCMap(source);
  };

  const lines: string[] = [];
  for (const { dict } of objects.values()) {
    if (!/\/Type \/Page\b/.test(dict)) continue;
    const fonts = new Map<string, CMap | undefined>();
    const resources = /\/Resources (\d+) 0 R/.exec(dict);
    const resourceDict = resources ? (objects.get(Number(resources[1]))?.dict ?? '') : dict;
    const fontDict = /\/Font\s*<<([^>]*)>>/.exec(resourceDict)?.[1] ?? '';
    for (const [, name, object] of fontDict.matchAll(/\/(\S+) (\d+) 0 R/g)) fonts.set(name ?? '', cmapOfFont(Number(object)));
    const contents = /\/Contents (\d+) 0 R/.exec(dict);
    const stream = contents ? (objects.get(Number(contents[1]))?.stream ?? '') : '';
    for (const [, block] of stream.matchAll(/\bBT\b([\s\S]*?)\bET\b/g)) {
      let cmap: CMap | undefined;
      let line = '';
      for (const [, fontName, hex] of (block ?? '').matchAll(/\/(\S+) [\d.]+ Tf|<([0-9a-f]*)>/gi)) {
        if (fontName !== undefined) {
          cmap = fonts.get(fontName);
          continue;
        }
        const codes = hexToString(hex ?? '');
        if (cmap) for (let at = 0; at + 1 < codes.length; at += 2) line += cmap.get(codes.readUInt16BE(at)) ?? '';
        else line += codes.toString('latin1');
      }
      lines.push(line);
    }
  }
  return lines.join('\n');
}

/** pdftotext where it is installed, the small extractor otherwise. */
export const pdfText = (bytes: Uint8Array): string => (hasPdftotext() ? pdftotext(bytes) : extractPdfText(bytes));
