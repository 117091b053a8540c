/**
 * Deeper CMS rich text than this is refused: real content nests a few levels, while thousands of
 * levels overflow the Markdown and React renderers' recursion and would take the page down.
 */
export const MAX_RICH_TEXT_DEPTH = 64;

const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const TAG = /<(\/?)([a-zA-Z][\w:-]*)[^>]*?(\/?)>/g;
// Blockquote markers and list indentation at the start of a line: each is one more level of Markdown nesting.
const LINE_NESTING = /^(?:[ \t]*>)+|^[ \t]+/;

function htmlDepth(source: string): number {
  let depth = 0;
  let deepest = 0;
  for (const [, closing, name = '', selfClosing] of source.matchAll(TAG)) {
    if (closing) depth = Math.max(0, depth - 1);
    else if (!selfClosing && !VOID_ELEMENTS.has(name.toLowerCase())) deepest = Math.max(deepest, ++depth);
  }
  return deepest;
}

function markdownDepth(source: string): number {
  let deepest = 0;
  for (const line of source.split('\n')) {
    const prefix = LINE_NESTING.exec(line)?.[0] ?? '';
    const level = (prefix.match(/>/g)?.length ?? 0) + Math.floor(prefix.replace(/>/g, '').replace(/\t/g, '  ').length / 2);
    deepest = Math.max(deepest, level);
  }
  return deepest;
}

/** An upper bound of how deeply rich text nests, in one linear pass and without parsing it. */
export const nestingDepth = (source: string): number => htmlDepth(source) + markdownDepth(source);

export const isTooDeep = (source: string): boolean => nestingDepth(source) > MAX_RICH_TEXT_DEPTH;
