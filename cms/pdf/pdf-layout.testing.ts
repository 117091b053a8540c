import { pdfPages, type PdfFont, type PdfPageSource } from './pdf-objects.testing';

/**
 * One text object (BT ... ET; pdfkit writes one per line fragment) as placed on the page. Positions
 * are in points from the page's top-left corner, as pdfkit takes them; `y` is the baseline. `mode` is
 * the text render mode: 0 filled, 2 filled and outlined.
 */
export type TextRun = { text: string; font: string; size: number; x: number; y: number; mode: number };
/** The bounding box of a filled path (a background, a bar), from the top-left corner. */
export type Box = { left: number; top: number; right: number; bottom: number };
/** One straight segment of a stroked path (a rule, a grid line). */
export type Segment = { x1: number; y1: number; x2: number; y2: number };
export type PageLayout = { width: number; height: number; texts: TextRun[]; fills: Box[]; strokes: Segment[] };

type Matrix = readonly [number, number, number, number, number, number];
type Point = readonly [number, number];
type State = { ctm: Matrix; mode: number };

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];
/** The first transform followed by the second, as PDF concatenates `cm` onto the current matrix. */
const multiply = ([a, b, c, d, e, f]: Matrix, [A, B, C, D, E, F]: Matrix): Matrix => [
  a * A + b * C,
  a * B + b * D,
  c * A + d * C,
  c * B + d * D,
  e * A + f * C + E,
  e * B + f * D + F,
];
const apply = ([a, b, c, d, e, f]: Matrix, x: number, y: number): Point => [a * x + c * y + e, b * x + d * y + f];

/** Numbers, names, hex and literal strings, array brackets and operators of a content stream. */
const TOKEN = /<<|>>|\[|\]|<[0-9a-fA-F\s]*>|\((?:\\.|[^\\)])*\)|\/[^\s/[\]()<>{}%]+|[-+]?(?:\d+\.?\d*|\.\d+)|[A-Za-z'"*]+/g;

/** Faux bold (fill and stroke, render mode 2) or a bold face: how a reader's eye sees weight. */
export const looksBold = (run: TextRun): boolean => run.mode === 2 || /bold/i.test(run.font);

function readPage(page: PdfPageSource): PageLayout {
  const layout: PageLayout = { width: page.width, height: page.height, texts: [], fills: [], strokes: [] };
  const toTop = ([x, y]: Point): Point => [x, page.height - y];
  const stack: State[] = [];
  let state: State = { ctm: IDENTITY, mode: 0 };
  let operands: string[] = [];
  let array: string[] | undefined;
  let subpaths: Point[][] = [];
  let font: PdfFont | undefined;
  let size = 0;
  let run: TextRun | undefined;

  const number = (at: number) => Number(operands[operands.length - at]);
  const matrix = (): Matrix => [number(6), number(5), number(4), number(3), number(2), number(1)];
  const show = (strings: readonly string[]) => {
    if (!run) return;
    for (const token of strings) {
      if (token.startsWith('<')) run.text += font?.decode(token.slice(1, -1).replace(/\s/g, '')) ?? '';
      else if (token.startsWith('(')) run.text += token.slice(1, -1).replace(/\\(.)/g, '$1');
    }
  };
  const paint = (fill: boolean, stroke: boolean) => {
    const points = subpaths.flat().map((point) => toTop(apply(state.ctm, ...point)));
    if (fill && points.length > 0) {
      const xs = points.map(([x]) => x);
      const ys = points.map(([, y]) => y);
      layout.fills.push({ left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) });
    }
    if (stroke) {
      for (const path of subpaths) {
        const placed = path.map((point) => toTop(apply(state.ctm, ...point)));
        for (let at = 1; at < placed.length; at += 1) {
          const [x1, y1] = placed[at - 1] ?? [0, 0];
          const [x2, y2] = placed[at] ?? [0, 0];
          layout.strokes.push({ x1, y1, x2, y2 });
        }
      }
    }
    subpaths = [];
  };

  for (const [token] of page.content.matchAll(TOKEN)) {
    if (token === '[') array = [];
    else if (token === ']') {
      operands.push(...(array ?? []));
      array = undefined;
    } else if (array) array.push(token);
    else if (/^[A-Za-z'"*]+$/.test(token)) {
      switch (token) {
        case 'q':
          stack.push(state);
          break;
        case 'Q':
          state = stack.pop() ?? state;
          break;
        case 'cm':
          state = { ...state, ctm: multiply(matrix(), state.ctm) };
          break;
        case 'Tr':
          state = { ...state, mode: number(1) };
          break;
        case 'BT':
          run = undefined;
          break;
        case 'Tf':
          font = page.fonts.get((operands[operands.length - 2] ?? '').slice(1));
          size = number(1);
          break;
        case 'Tm': {
          // pdfkit moves again inside a line only to offset a glyph; the run starts where the first Tm puts it.
          if (run) break;
          const placed = multiply(matrix(), state.ctm);
          const [x, y] = toTop(apply(placed, 0, 0));
          run = { text: '', font: '', size: 0, x, y, mode: 0 };
          break;
        }
        case 'TJ':
        case 'Tj':
          if (run) Object.assign(run, { font: font?.name ?? '', size, mode: state.mode });
          show(operands);
          break;
        case 'ET':
          if (run) layout.texts.push(run);
          run = undefined;
          break;
        case 're': {
          const [x, y, w, h] = [number(4), number(3), number(2), number(1)];
          subpaths.push([
            [x, y],
            [x + w, y],
            [x + w, y + h],
            [x, y + h],
            [x, y],
          ]);
          break;
        }
        case 'm':
          subpaths.push([[number(2), number(1)]]);
          break;
        case 'l':
          subpaths[subpaths.length - 1]?.push([number(2), number(1)]);
          break;
        case 'h': {
          const path = subpaths[subpaths.length - 1];
          const start = path?.[0];
          if (path && start) path.push(start);
          break;
        }
        case 'f':
        case 'F':
        case 'f*':
          paint(true, false);
          break;
        case 'S':
          paint(false, true);
          break;
        case 'B':
        case 'B*':
          paint(true, true);
          break;
        case 'n':
          subpaths = [];
          break;
      }
      operands = [];
    } else operands.push(token);
  }
  return layout;
}

/**
 * Where a PDF this project writes puts its text, fills and strokes, page by page: enough of a
 * content-stream reader to check typesetting (sizes, fonts, columns, backgrounds, rules).
 */
export const readPdfLayout = (bytes: Uint8Array): PageLayout[] => pdfPages(bytes).map(readPage);
