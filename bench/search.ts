/**
 * Query latency of the search index over a generated corpus: `npx tsx cms/search/search-benchmark.ts [documents] [queries]`.
 * Prints the build time and p50 / p95 / p99 / max of one query (ranking, paging and highlighting a page of 20).
 */
import { SEARCH_TYPES } from '@/schemas/search';
import { generateCorpus, generateQueries } from './generate-corpus';
import { buildSearchIndex, searchIndex } from './search-index';

const documents = Number(process.argv[2] ?? 10_000);
const queries = Number(process.argv[3] ?? 600);

const corpus = generateCorpus(documents);
const builtAt = performance.now();
const index = buildSearchIndex(corpus);
const buildMs = performance.now() - builtAt;

const keywords = generateQueries(queries);
const run = (keyword: string, at: number) =>
  searchIndex(index, { type: SEARCH_TYPES[at % SEARCH_TYPES.length] ?? 'ALL', keyword, pageIndex: 1 + (at % 3), pageSize: 20 });
// Warm-up: the first queries pay for JIT compilation, which a long-running server pays once.
keywords.slice(0, 50).forEach(run);

const times: number[] = [];
let hits = 0;
keywords.forEach((keyword, at) => {
  const started = performance.now();
  hits += run(keyword, at).total;
  times.push(performance.now() - started);
});
times.sort((a, b) => a - b);
const percentile = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? 0;
console.log(
  JSON.stringify({
    documents,
    postings: index.postings.size,
    buildMs: Math.round(buildMs),
    queries: times.length,
    meanHits: Math.round(hits / times.length),
    p50Ms: +percentile(50).toFixed(2),
    p95Ms: +percentile(95).toFixed(2),
    p99Ms: +percentile(99).toFixed(2),
    maxMs: +(times[times.length - 1] ?? 0).toFixed(2),
  }),
);
