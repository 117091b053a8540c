import { gzipSync } from 'node:zlib';

/** Where a page's HTML bytes go (issue 13): the parts a visitor sees, the RSC payload beside them, and the rest. */
export type HtmlBreakdown = {
  bytes: number;
  gzipBytes: number;
  header: number;
  footer: number;
  sidePanel: number;
  content: number;
  /** The inline `self.__next_f.push(...)` scripts: the same tree again, for the client router. */
  rscPayload: number;
  /** Of the RSC payload, the dictionary handed to the client's IntlProvider. */
  dictionary: number;
  /** Everything else: head, stylesheets and script tags, wrappers. */
  framework: number;
};

/** Bytes of the first `tag` element whose opening tag matches `marker`, to its matching close; 0 when there is none. */
function elementBytes(html: string, tag: string, marker: RegExp): number {
  const opening = new RegExp(`<${tag}\\b[^>]*>`, 'g');
  for (let match = opening.exec(html); match; match = opening.exec(html)) {
    if (!marker.test(match[0])) continue;
    const tags = new RegExp(`<${tag}\\b|</${tag}>`, 'g');
    tags.lastIndex = match.index + match[0].length;
    let depth = 1;
    for (let next = tags.exec(html); next; next = tags.exec(html)) {
      depth += next[0].startsWith('</') ? -1 : 1;
      if (depth === 0) return Buffer.byteLength(html.slice(match.index, next.index + next[0].length));
    }
  }
  return 0;
}

const PUSH = /<script[^>]*>self\.__next_f\.push\((.*?)\)<\/script>/gs;

/** The RSC payload as the client decodes it, and the bytes its script tags take in the HTML. */
function rscPayloadOf(html: string): { text: string; bytes: number } {
  let text = '';
  let bytes = 0;
  for (const match of html.matchAll(PUSH)) {
    bytes += Buffer.byteLength(match[0]);
    const chunk: unknown = JSON.parse(match[1] ?? '[]');
    if (Array.isArray(chunk) && typeof chunk[1] === 'string') text += chunk[1];
  }
  return { text, bytes };
}

/** The `"messages":{…}` object in the payload, as bytes of the HTML (escaped as the payload script carries it). */
function dictionaryBytes(payload: string): number {
  const start = payload.indexOf('"messages":{');
  if (start === -1) return 0;
  let depth = 0;
  let inString = false;
  for (let at = start + '"messages":'.length; at < payload.length; at += 1) {
    const char = payload[at];
    if (inString) {
      if (char === '\\') at += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{') depth += 1;
    else if (char === '}' && --depth === 0) return Buffer.byteLength(JSON.stringify(payload.slice(start, at + 1)));
  }
  return 0;
}

export function htmlBreakdown(html: string): HtmlBreakdown {
  const bytes = Buffer.byteLength(html);
  const rsc = rscPayloadOf(html);
  // The site's own chrome: the first header, and the footer and side panel the drawer makes inert.
  const header = elementBytes(html, 'header', /./);
  const footer = elementBytes(html, 'footer', /data-drawer-inert/);
  const sidePanel = elementBytes(html, 'aside', /data-drawer-inert/);
  const content = elementBytes(html, 'main', /id="main"/);
  return {
    bytes,
    gzipBytes: gzipSync(html).byteLength,
    header,
    footer,
    sidePanel,
    content,
    rscPayload: rsc.bytes,
    dictionary: dictionaryBytes(rsc.text),
    framework: bytes - header - footer - sidePanel - content - rsc.bytes,
  };
}
