/**
 * Terms for the search index and words of queries, over Chinese, English and mixed text.
 * Queries are cut into words by Intl.Segmenter (locale zh: dictionary words for Chinese, word
 * boundaries for everything else). Indexed Chinese is kept as characters and character pairs, so a
 * word such as 存储 matches every text holding it, however a segmenter would have cut that text.
 */

export type TokenKind = 'word' | 'part' | 'han1' | 'han2';

/** One indexed term and where it stands in the original text, as UTF-16 [start, end). */
export type Token = { term: string; start: number; end: number; kind: TokenKind };

const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });
const HAN = /\p{Script=Han}/u;
const ALNUM_RUN = /\p{L}+|\p{N}+/gu;

/** Full-width forms to ASCII, compatibility ideographs to their unified form, lower case. */
export const normalize = (text: string): string => text.normalize('NFKC').toLowerCase();

/** A light English plural fold, applied alike to the index and the query: clusters → cluster, policies → policy. */
export function fold(term: string): string {
  if (/^[a-z]{3,}ies$/.test(term)) return `${term.slice(0, -3)}y`;
  if (/^[a-z]{3,}[^s]s$/.test(term)) return term.slice(0, -1);
  return term;
}

export const isHan = (text: string): boolean => HAN.test(text);

/** Latin words without inner punctuation, the common case, skip the segmenter. */
const PLAIN_WORD = /^(?:[a-z]+|[0-9]+)$/i;
/** Han runs, and runs of anything else that is not a space. */
const CHUNK = /\p{Script=Han}+|[^\s\p{Script=Han}]+/gu;
/** The segmenter slows down sharply on long strings; longer non-Han runs (URLs, hashes) are cut. */
const MAX_CHUNK = 200;

function wordTokens(chunk: string, offset: number, tokens: Token[]) {
  if (PLAIN_WORD.test(chunk)) {
    tokens.push({ term: fold(chunk.toLowerCase()), start: offset, end: offset + chunk.length, kind: 'word' });
    return;
  }
  for (const { segment, index, isWordLike } of segmenter.segment(chunk)) {
    if (!isWordLike) continue;
    const start = offset + index;
    tokens.push({ term: fold(normalize(segment)), start, end: start + segment.length, kind: 'word' });
    // c6.large, kubernetes1.35, ingress.example.com: their letter and digit runs are words too.
    const runs = [...segment.matchAll(ALNUM_RUN)];
    if (runs.length < 2) continue;
    for (const run of runs) {
      const at = start + run.index;
      tokens.push({ term: fold(normalize(run[0])), start: at, end: at + run[0].length, kind: 'part' });
    }
  }
}

function hanTokens(run: string, offset: number, tokens: Token[]) {
  const chars = [...run];
  let at = offset;
  chars.forEach((char, position) => {
    const next = chars[position + 1];
    tokens.push({ term: normalize(char), start: at, end: at + char.length, kind: 'han1' });
    if (next !== undefined) tokens.push({ term: normalize(char + next), start: at, end: at + char.length + next.length, kind: 'han2' });
    at += char.length;
  });
}

/**
 * Every term of `text` with its position. Han runs give their characters and character pairs, which
 * match whatever way a query's words were cut; other text gives its words (Intl.Segmenter's word
 * boundaries) and the letter and digit runs inside them, lower-cased.
 */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(CHUNK)) {
    const chunk = match[0];
    if (isHan(chunk)) {
      hanTokens(chunk, match.index, tokens);
      continue;
    }
    for (let cut = 0; cut < chunk.length; cut += MAX_CHUNK) wordTokens(chunk.slice(cut, cut + MAX_CHUNK), match.index + cut, tokens);
  }
  return tokens;
}

/**
 * One word of a query. A Latin or number word matches its term; a Han word matches a text holding
 * all its character pairs (its one character when it has one) and, from three characters on, the word itself.
 */
export type QueryUnit = { kind: 'term'; text: string; term: string } | { kind: 'han'; text: string; grams: string[] };

function hanUnit(text: string): QueryUnit {
  const chars = [...text];
  const grams = chars.length === 1 ? chars : chars.slice(1).map((char, at) => `${chars[at] ?? ''}${char}`);
  return { kind: 'han', text, grams: [...new Set(grams)] };
}

/**
 * The words of a query, each once, in order. Adjacent one-character Chinese words are joined
 * (the segmenter cuts 上传 into 上 and 传; the query means the word, not two characters anywhere).
 */
export function queryUnits(keyword: string): QueryUnit[] {
  const words: string[] = [];
  let previousEnd = -1;
  let joinable = false;
  for (const { segment, index, isWordLike } of segmenter.segment(keyword)) {
    if (!isWordLike) continue;
    const text = normalize(segment);
    const single = isHan(segment) && [...segment].length === 1;
    if (single && joinable && index === previousEnd) words[words.length - 1] += text;
    else words.push(text);
    joinable = single;
    previousEnd = index + segment.length;
  }
  const units = new Map<string, QueryUnit>();
  for (const text of words) {
    if (!units.has(text)) units.set(text, isHan(text) ? hanUnit(text) : { kind: 'term', text, term: fold(text) });
  }
  return [...units.values()];
}
