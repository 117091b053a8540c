import zlib from 'node:zlib';

/** One indirect object of a PDF this project writes: its dictionary and, inflated, its stream. */
type PdfObject = { dict: string; stream?: string };

/** A font of a page: its name without the subset tag ('NotoSansSC-Regular', 'Courier') and how its strings read. */
export type PdfFont = { name: string; decode: (hex: string) => string };

/** What a page is drawn from: its size in points, its fonts by resource name, its content stream. */
export type PdfPageSource = { width: number; height: number; fonts: Map<string, PdfFont>; content: string };

type CMap = Map<number, string>;

const bytesOf = (hex: string) => Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex');

function utf16(hex: string): string {
  const bytes = bytesOf(hex);
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

function readObjects(bytes: Uint8Array): Map<number, PdfObject> {
  const pdf = Buffer.from(bytes).toString('latin1');
  const objects = new Map<number, PdfObject>();
  for (const match of pdf.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = match[2] ?? '';
    const streamAt = body.indexOf('stream');
    if (streamAt === -1) {
      objects.set(Number(match[1]), { dict: body });
      continue;
    }
    const dict = body.slice(0, streamAt);
    const raw = Buffer.from(
      body
        .slice(streamAt + 'stream'.length)
        .replace(/^\r?\n/, '')
        .replace(/\r?\nendstream\s*$/, ''),
      'latin1',
    );
    const data = /\/FlateDecode/.test(dict) ? zlib.inflateSync(raw) : raw;
    objects.set(Number(match[1]), { dict, stream: data.toString('latin1') });
  }
  return objects;
}

/** Fonts with a ToUnicode map read two-byte glyph codes through it; the others (Courier) are single-byte text. */
function fontOf(objects: Map<number, PdfObject>, reference: number): PdfFont {
  const dict = objects.get(reference)?.dict ?? '';
  const name = (/\/BaseFont \/(?:[A-Z]{6}\+)?(\S+)/.exec(dict)?.[1] ?? '').replace(/[/>]+$/, '');
  const map = /\/ToUnicode (\d+) 0 R/.exec(dict);
  const source = map ? objects.get(Number(map[1]))?.stream : undefined;
  if (source === undefined) return { name, decode: (hex) => bytesOf(hex).toString('latin1') };
  const cmap = parseCMap(source);
  return {
    name,
    decode: (hex) => {
      const codes = bytesOf(hex);
      let text = '';
      for (let at = 0; at + 1 < codes.length; at += 2) text += cmap.get(codes.readUInt16BE(at)) ?? '';
      return text;
    },
  };
}

/** The pages of a PDF this project writes (one flat page tree, as pdfkit makes it), in reading order. */
export function pdfPages(bytes: Uint8Array): PdfPageSource[] {
  const objects = readObjects(bytes);
  const tree = [...objects.values()].find(({ dict }) => /\/Type \/Pages\b/.test(dict));
  const kids = [...(/\/Kids \[([^\]]*)\]/.exec(tree?.dict ?? '')?.[1] ?? '').matchAll(/(\d+) 0 R/g)].map((match) => Number(match[1]));
  return kids.map((kid) => {
    const dict = objects.get(kid)?.dict ?? '';
    const [, , , width = '0', height = '0'] = /\/MediaBox \[([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+)\]/.exec(dict) ?? [];
    const resources = /\/Resources (\d+) 0 R/.exec(dict);
    const resourceDict = resources ? (objects.get(Number(resources[1]))?.dict ?? '') : dict;
    const fontDict = /\/Font\s*<<([^>]*)>>/.exec(resourceDict)?.[1] ?? '';
    const fonts = new Map<string, PdfFont>();
    for (const [, name, object] of fontDict.matchAll(/\/(\S+) (\d+) 0 R/g)) fonts.set(name ?? '', fontOf(objects, Number(object)));
    const contents = /\/Contents (\d+) 0 R/.exec(dict);
    const content = contents ? (objects.get(Number(contents[1]))?.stream ?? '') : '';
    return { width: Number(width), height: Number(height), fonts, content };
  });
}
