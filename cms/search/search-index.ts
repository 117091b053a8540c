import type { SearchHit, SearchRequest, SearchResult } from '@/schemas/search';
import { highlightRanges, makeSnippet } from './highlight';
import { normalize, queryUnits, tokenize, type QueryUnit } from './tokenize';

export type SearchHitType = SearchHit['type'];

/** One searchable item: plain-text title and body (markup already stripped), where it lives, and when it changed. */
export type SearchDocument = {
  id: string;
  type: SearchHitType;
  title: string;
  body: string;
  url: string;
  /** 'YYYY-MM-DD HH:mm:ss'; null for pages without a date, which rank after dated ones on ties. */
  updateTime: string | null;
};

/** A term's documents in index order, with the term's count in each field. */
type Posting = { docs: number[]; inTitle: number[]; inBody: number[] };

type IndexedDoc = {
  source: SearchDocument;
  /** The body with whitespace collapsed: snippets are cut from it. */
  body: string;
  titleLength: number;
  bodyLength: number;
  /** Normalized title and body, to confirm a Chinese word of three or more characters appears as written. */
  haystack: string;
};

export type SearchIndex = {
  docs: IndexedDoc[];
  postings: Map<string, Posting>;
  avgTitleLength: number;
  avgBodyLength: number;
};

// BM25 per field; a title match outweighs any number of body matches of the same word.
const K1 = 1.2;
const FIELDS = {
  title: { weight: 6, b: 0.3 },
  body: { weight: 1, b: 0.75 },
} as const;
const EPSILON = 1e-9;

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Term counts of a field, and its length in words (a Han character counts as a word). */
function countTerms(text: string): { counts: Map<string, number>; length: number } {
  const counts = new Map<string, number>();
  let length = 0;
  for (const token of tokenize(text)) {
    counts.set(token.term, (counts.get(token.term) ?? 0) + 1);
    if (token.kind === 'word' || token.kind === 'han1') length += 1;
  }
  return { counts, length };
}

/** Builds the inverted index over any documents; the site builds one per locale, a benchmark one over a generated corpus. */
export function buildSearchIndex(sources: readonly SearchDocument[]): SearchIndex {
  const postings = new Map<string, Posting>();
  const docs: IndexedDoc[] = [];
  let titleTotal = 0;
  let bodyTotal = 0;
  sources.forEach((source, at) => {
    const title = collapse(source.title);
    const body = collapse(source.body);
    const inTitle = countTerms(title);
    const inBody = countTerms(body);
    for (const term of new Set([...inTitle.counts.keys(), ...inBody.counts.keys()])) {
      let posting = postings.get(term);
      if (!posting) {
        posting = { docs: [], inTitle: [], inBody: [] };
        postings.set(term, posting);
      }
      posting.docs.push(at);
      posting.inTitle.push(inTitle.counts.get(term) ?? 0);
      posting.inBody.push(inBody.counts.get(term) ?? 0);
    }
    docs.push({ source, body, titleLength: inTitle.length, bodyLength: inBody.length, haystack: normalize(`${title}\n${body}`) });
    titleTotal += inTitle.length;
    bodyTotal += inBody.length;
  });
  return {
    docs,
    postings,
    avgTitleLength: Math.max(1, titleTotal / Math.max(1, docs.length)),
    avgBodyLength: Math.max(1, bodyTotal / Math.max(1, docs.length)),
  };
}

const saturate = (tf: number, length: number, average: number, b: number) => (tf === 0 ? 0 : (tf * (K1 + 1)) / (tf + K1 * (1 - b + (b * length) / average)));

/** Calls `visit(doc, score)` for every document holding `term`, with the term's BM25 score there. */
function scoreTerm(index: SearchIndex, term: string, visit: (doc: number, score: number) => void) {
  const posting = index.postings.get(term);
  if (!posting) return;
  const count = index.docs.length;
  const idf = Math.log(1 + (count - posting.docs.length + 0.5) / (posting.docs.length + 0.5));
  posting.docs.forEach((doc, at) => {
    const indexed = index.docs[doc];
    if (!indexed) return;
    const title = saturate(posting.inTitle[at] ?? 0, indexed.titleLength, index.avgTitleLength, FIELDS.title.b);
    const body = saturate(posting.inBody[at] ?? 0, indexed.bodyLength, index.avgBodyLength, FIELDS.body.b);
    visit(doc, idf * (FIELDS.title.weight * title + FIELDS.body.weight * body));
  });
}

type Tally = { score: Float64Array; matched: Uint16Array; touched: number[] };

function addUnit(index: SearchIndex, unit: QueryUnit, tally: Tally) {
  const credit = (doc: number, score: number) => {
    if (tally.matched[doc] === 0) tally.touched.push(doc);
    tally.score[doc] = (tally.score[doc] ?? 0) + score;
    tally.matched[doc] = (tally.matched[doc] ?? 0) + 1;
  };
  if (unit.kind === 'term') {
    scoreTerm(index, unit.term, credit);
    return;
  }
  // A Chinese word matches where all its character pairs do; its score is their mean.
  const grams = new Map<number, { found: number; sum: number }>();
  for (const gram of unit.grams) {
    scoreTerm(index, gram, (doc, score) => {
      const entry = grams.get(doc);
      if (entry) {
        entry.found += 1;
        entry.sum += score;
      } else {
        grams.set(doc, { found: 1, sum: score });
      }
    });
  }
  const mustSpell = [...unit.text].length >= 3;
  for (const [doc, { found, sum }] of grams) {
    if (found < unit.grams.length) continue;
    if (mustSpell && !index.docs[doc]?.haystack.includes(unit.text)) continue;
    credit(doc, sum / unit.grams.length);
  }
}

function toHit(indexed: IndexedDoc, units: readonly QueryUnit[]): SearchHit {
  const { id, type, title, url, updateTime } = indexed.source;
  const snippet = makeSnippet(indexed.body, units);
  return {
    id,
    type,
    title,
    snippet,
    url,
    updateTime,
    titleHighlights: highlightRanges(title, units),
    snippetHighlights: highlightRanges(snippet, units),
  };
}

/**
 * Ranks the documents for a query: every query word must match (AND), or, when no document has
 * them all, any may (OR, scaled by the share matched). Ties go to the more recent document.
 */
export function searchIndex(index: SearchIndex, request: SearchRequest): SearchResult {
  const { type, keyword, pageIndex, pageSize } = request;
  const units = queryUnits(keyword);
  if (units.length === 0) return { rows: [], total: 0, pageIndex, pageSize };

  const count = index.docs.length;
  const tally: Tally = { score: new Float64Array(count), matched: new Uint16Array(count), touched: [] };
  for (const unit of units) addUnit(index, unit, tally);

  const ofType = tally.touched.filter((doc) => type === 'ALL' || index.docs[doc]?.source.type === type);
  const all = ofType.filter((doc) => tally.matched[doc] === units.length);
  const chosen = all.length > 0 ? all : ofType;
  const scoreOf = (doc: number) => ((tally.score[doc] ?? 0) * (tally.matched[doc] ?? 0)) / units.length;
  const timeOf = (doc: number) => index.docs[doc]?.source.updateTime ?? '';
  const ranked = chosen
    .map((doc) => ({ doc, score: scoreOf(doc), time: timeOf(doc) }))
    .sort((a, b) => (Math.abs(b.score - a.score) > EPSILON ? b.score - a.score : compareText(b.time, a.time) || a.doc - b.doc));

  const start = (pageIndex - 1) * pageSize;
  const rows = ranked.slice(start, start + pageSize).flatMap(({ doc }) => {
    const indexed = index.docs[doc];
    return indexed ? [toHit(indexed, units)] : [];
  });
  return { rows, total: ranked.length, pageIndex, pageSize };
}
