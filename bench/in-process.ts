import type { DocTreeFigures, GrowthSeries } from './results';
import { growthOf } from './growth';
import { measureSearch, type SearchFigures } from './search';
import { benchmarkNamed, runVitestBenches } from './vitest-bench';

const round = (ms: number) => Math.round(ms * 1000) / 1000;

/**
 * The figures measured inside one process, no server: search over generated corpora, the document
 * tree and a product page rendered on the server at growing sizes, and how each grows.
 */
export function measureInProcess(outDir: string): { search: SearchFigures[]; docTree: DocTreeFigures[]; growth: GrowthSeries[] } {
  const search = [measureSearch(1_000, 600), measureSearch(10_000, 600)];
  const benches = runVitestBenches(['bench/doc-tree.bench.tsx', 'bench/product-growth.bench.tsx'], outDir);
  const docTree = [500, 5_000].map((nodes) => {
    const tree = benchmarkNamed(benches, `tree ${nodes}:`).median;
    const flat = benchmarkNamed(benches, `baseline ${nodes}:`).median;
    return { nodes, treeMedianMs: round(tree), flatListMedianMs: round(flat), ratioToFlatList: Math.round((tree / flat) * 100) / 100 };
  });
  const product = [10, 100, 1_000].map((size) => ({ size, ms: round(benchmarkNamed(benches, `modules ${size}:`).median) }));
  const tree = docTree.map((row) => ({ size: row.nodes, ms: row.treeMedianMs, baselineMs: row.flatListMedianMs }));
  const searched = search.map((row) => ({ size: row.documents, ms: row.p95Ms, baselineMs: row.scanP95Ms }));
  const growth: GrowthSeries[] = [
    { series: 'product page server render, modules', points: product, ...growthOf(product) },
    { series: 'document tree build + render, nodes', points: tree, ...growthOf(tree) },
    { series: 'search p95, documents', points: searched, ...growthOf(searched) },
  ];
  return { search, docTree, growth };
}
