import { buildSearchIndex, searchIndex, type SearchDocument } from '@/cms/search/search-index';
import { SEARCH_TYPES } from '@/schemas/search-types';
import { generateCorpus, generateQueries } from './generate-corpus';
import { percentile, timeEach } from './percentiles';

/**
 * The baseline measured in the same run: what a CMS without an index does, a substring scan of
 * every document for every query word, newest first, one page of 20.
 */
function scan(corpus: readonly SearchDocument[], keyword: string) {
  const words = keyword.toLowerCase().split(/\s+/).filter(Boolean);
  const hits = corpus.filter((doc) => {
    const text = `${doc.title}\n${doc.body}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
  return hits.sort((a, b) => (b.updateTime ?? '').localeCompare(a.updateTime ?? '')).slice(0, 20);
}

export type SearchFigures = { documents: number; queries: number; buildMs: number; p50Ms: number; p95Ms: number; scanP95Ms: number; ratioToScan: number };

/** Query latency of the embedded CMS's search index over a generated corpus, against a plain scan. */
export function measureSearch(documents: number, queries: number): SearchFigures {
  const corpus = generateCorpus(documents);
  const builtAt = performance.now();
  const index = buildSearchIndex(corpus);
  const buildMs = Math.round(performance.now() - builtAt);
  const keywords = generateQueries(queries);
  const indexed = timeEach(keywords, (keyword, at) =>
    searchIndex(index, { type: SEARCH_TYPES[at % SEARCH_TYPES.length] ?? 'ALL', keyword, pageIndex: 1 + (at % 3), pageSize: 20 }),
  );
  const scanned = timeEach(keywords.slice(0, Math.min(queries, 200)), (keyword) => scan(corpus, keyword));
  const p95Ms = percentile(indexed, 95);
  const scanP95Ms = percentile(scanned, 95);
  return {
    documents,
    queries,
    buildMs,
    p50Ms: percentile(indexed, 50),
    p95Ms,
    scanP95Ms,
    ratioToScan: Math.round((p95Ms / scanP95Ms) * 1000) / 1000,
  };
}
