export type JsonShapeLimits = { maxDepth: number; maxTokens: number };
export type JsonShapeProblem = 'tooDeep' | 'tooManyValues';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x7b, 0x5b]);
const CLOSERS = new Set([0x7d, 0x5d]);
const SEPARATORS = new Set([0x2c, 0x3a]);

/** Whether the quote at `at` is escaped: an odd run of backslashes before it. */
function isEscaped(text: string, at: number): boolean {
  let slashes = 0;
  for (let index = at - 1; index >= 0 && text.charCodeAt(index) === BACKSLASH; index--) slashes++;
  return slashes % 2 === 1;
}

/**
 * Walks JSON text outside its strings (a string is skipped with one native `indexOf`) and stops at the first
 * token past the limits: nesting deeper than `maxDepth`, or more than `maxTokens` separators and openers,
 * which is what a body of many members or elements is made of. Malformed text is left to JSON.parse.
 */
export function jsonShapeProblem(text: string, { maxDepth, maxTokens }: JsonShapeLimits): JsonShapeProblem | undefined {
  let depth = 0;
  let tokens = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === QUOTE) {
      let end = text.indexOf('"', index + 1);
      while (end !== -1 && isEscaped(text, end)) end = text.indexOf('"', end + 1);
      if (end === -1) return undefined;
      index = end;
    } else if (OPENERS.has(code)) {
      if (++depth > maxDepth) return 'tooDeep';
      if (++tokens > maxTokens) return 'tooManyValues';
    } else if (CLOSERS.has(code)) {
      depth--;
    } else if (SEPARATORS.has(code) && ++tokens > maxTokens) {
      return 'tooManyValues';
    }
  }
  return undefined;
}
