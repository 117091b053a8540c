import type { CjkFont } from './cjk-font';

/** Shown for a character the font does not draw, so the gap is visible and extracts as something. */
const MISSING = '\u25a1';

/** Control characters out, tabs to spaces, characters the font lacks to a visible box. */
export function printable(text: string, font: CjkFont): string {
  let out = '';
  for (const char of text.replace(/\t/g, '    ')) {
    const code = char.codePointAt(0) ?? 0;
    if (char === '\n') out += char;
    else if (code < 0x20 || (code >= 0x7f && code < 0xa0)) continue;
    else out += font.covers(code) || /\s/.test(char) ? char : MISSING;
  }
  return out;
}
