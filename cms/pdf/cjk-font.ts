import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import * as fontkit from 'fontkit';

/**
 * Noto Sans SC Regular cut to GBK's characters (all CJK Unified Ideographs U+4E00-U+9FA5) plus
 * Latin, punctuation and symbols; SIL OFL 1.1. `cms/assets/fonts/build-font.sh` makes it.
 */
const FONT_FILE = 'cms/assets/fonts/NotoSansSC-Regular-GBK.ttf.br';

export type CjkFont = {
  /** The TrueType bytes, for the PDF library to subset into each document. */
  bytes: Buffer;
  /** Code points the font draws; others would print as an empty box and extract as nothing. */
  covers: (codePoint: number) => boolean;
};

let loaded: CjkFont | undefined;

/** Read and inflated once per process (about 40 ms), on the first export. */
export function cjkFont(): CjkFont {
  if (!loaded) {
    const bytes = zlib.brotliDecompressSync(fs.readFileSync(path.join(/*turbopackIgnore: true*/ process.cwd(), FONT_FILE)));
    const font = fontkit.create(bytes);
    if (!('characterSet' in font)) throw new Error(`${FONT_FILE} is a font collection, not one font`);
    const characters = new Set(font.characterSet);
    loaded = { bytes, covers: (codePoint) => characters.has(codePoint) };
  }
  return loaded;
}
