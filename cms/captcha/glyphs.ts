import * as fontkit from 'fontkit';
import { cjkFont } from '../pdf/cjk-font';
import { CAPTCHA_ALPHABET } from './alphabet';

export type Point = [x: number, y: number];
/** M, L, Q and C with absolute points (a Q has 2, a C has 3); Z closes the contour. */
export type Segment = { kind: 'M' | 'L' | 'Q' | 'C'; points: Point[] } | { kind: 'Z'; points: [] };
/** A glyph's outline in em units, y pointing down, centred on its bounding box. */
export type GlyphOutline = { segments: Segment[]; width: number; height: number };

const KIND = { moveTo: 'M', lineTo: 'L', quadraticCurveTo: 'Q', bezierCurveTo: 'C' } as const;

function outlineOf(font: fontkit.Font, char: string): GlyphOutline {
  const glyph = font.glyphForCodePoint(char.codePointAt(0) ?? 0);
  const { minX, maxX, minY, maxY } = glyph.path.bbox;
  const em = font.unitsPerEm;
  const cx = (minX + maxX) / 2;
  const cy = (minY + maxY) / 2;
  const segments: Segment[] = glyph.path.commands.map(({ command, args }) => {
    if (command === 'closePath') return { kind: 'Z', points: [] };
    const points: Point[] = [];
    for (let i = 0; i + 1 < args.length; i += 2) points.push([((args[i] ?? 0) - cx) / em, (cy - (args[i + 1] ?? 0)) / em]);
    return { kind: KIND[command], points };
  });
  return { segments, width: (maxX - minX) / em, height: (maxY - minY) / em };
}

let outlines: ReadonlyMap<string, GlyphOutline> | undefined;

/** The alphabet's outlines, taken once from the bundled Noto Sans SC (the font the PDF export uses). */
export function glyphOutlines(): ReadonlyMap<string, GlyphOutline> {
  if (!outlines) {
    const font = fontkit.create(cjkFont().bytes);
    if (!('glyphForCodePoint' in font)) throw new Error('the captcha font is a collection, not one font');
    outlines = new Map([...CAPTCHA_ALPHABET].map((char) => [char, outlineOf(font, char)]));
  }
  return outlines;
}
