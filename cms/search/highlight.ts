import { tokenize, type QueryUnit } from './tokenize';

export type Range = [start: number, end: number];

/** Characters of context kept before the first match, and the snippet's length, in UTF-16 units. */
const LEAD = 30;
export const SNIPPET_LENGTH = 120;
const ELLIPSIS = '…';
const WORD_CHAR = /[\p{L}\p{N}_]/u;
const HAN_CHAR = /\p{Script=Han}/u;
/** Inside a Latin or number word, where a cut would leave half a word. */
const inWord = (char: string | undefined) => char !== undefined && WORD_CHAR.test(char) && !HAN_CHAR.test(char);

function occurrences(text: string, needle: string, out: Range[]) {
  if (!needle) return;
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + needle.length)) out.push([at, at + needle.length]);
}

/** Overlapping and touching ranges merged, sorted by start. */
export function mergeRanges(ranges: Range[]): Range[] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: Range[] = [];
  for (const [start, end] of sorted) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/** Where the query's words stand in `text`, as UTF-16 [start, end) offsets into `text` itself. */
export function highlightRanges(text: string, units: readonly QueryUnit[]): Range[] {
  const ranges: Range[] = [];
  const terms = new Set(units.flatMap((unit) => (unit.kind === 'term' ? [unit.term] : [])));
  if (terms.size > 0) {
    for (const token of tokenize(text)) {
      if ((token.kind === 'word' || token.kind === 'part') && terms.has(token.term)) ranges.push([token.start, token.end]);
    }
  }
  for (const unit of units) {
    if (unit.kind !== 'han') continue;
    const found: Range[] = [];
    occurrences(text, unit.text, found);
    // Matched through its character pairs only (the text spells it apart): show the pairs.
    if (found.length === 0) for (const gram of unit.grams) occurrences(text, gram, found);
    ranges.push(...found);
  }
  return mergeRanges(ranges);
}

/** A word-start occurrence of `needle` in `haystack` (both lower case), or -1. */
function wordStart(haystack: string, needle: string): number {
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
    if (at === 0 || !WORD_CHAR.test(haystack[at - 1] ?? '')) return at;
  }
  return -1;
}

/** Offset of the first place in `body` a query word appears, or -1. Only positions: exact highlighting comes after. */
function firstMatch(body: string, units: readonly QueryUnit[]): number {
  const lower = body.toLowerCase();
  // Case folding that changes lengths (rare letters) would shift offsets; search the original then.
  const haystack = lower.length === body.length ? lower : body;
  let first = -1;
  const consider = (at: number) => {
    if (at !== -1 && (first === -1 || at < first)) first = at;
  };
  for (const unit of units) {
    if (unit.kind === 'term') {
      consider(wordStart(haystack, unit.text));
      consider(wordStart(haystack, unit.term));
    } else {
      const exact = body.indexOf(unit.text);
      consider(exact !== -1 ? exact : body.indexOf(unit.grams[0] ?? ''));
    }
  }
  return first;
}

const isLowSurrogate = (text: string, at: number) => {
  const code = text.charCodeAt(at);
  return code >= 0xdc00 && code <= 0xdfff;
};

/** Moves a cut forward out of a Latin word or a surrogate pair, by at most a few characters. */
function cleanCut(text: string, at: number, direction: 1 | -1): number {
  let cut = at;
  if (isLowSurrogate(text, cut)) cut += direction;
  for (let steps = 0; steps < 12 && cut > 0 && cut < text.length; steps += 1) {
    if (!(inWord(text[cut - 1]) && inWord(text[cut]))) break;
    cut += direction;
  }
  return isLowSurrogate(text, cut) ? cut + direction : cut;
}

/** About SNIPPET_LENGTH characters of `body` around its first match (its start when nothing matches), with ellipses where cut. */
export function makeSnippet(body: string, units: readonly QueryUnit[]): string {
  if (body.length <= SNIPPET_LENGTH) return body;
  const match = firstMatch(body, units);
  let start = Math.max(0, match - LEAD);
  let end = Math.min(body.length, start + SNIPPET_LENGTH);
  start = Math.max(0, end - SNIPPET_LENGTH);
  if (start > 0) start = cleanCut(body, start, 1);
  if (end < body.length) end = cleanCut(body, end, -1);
  const text = body.slice(start, end).trim();
  return `${start > 0 ? ELLIPSIS : ''}${text}${end < body.length ? ELLIPSIS : ''}`;
}
