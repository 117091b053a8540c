import type { ClusterFigures } from './cluster';
import type { LanguageCode } from '@/schemas/locale';
import type { Chunk } from './first-load-js';
import type { Growth } from './growth';
import type { HtmlWeightRow } from './html-weight';
import type { Machine } from './machine';
import type { QualityRow } from './page-quality';
import type { PhoneRow } from './phones';
import type { PreviewerFigures } from './previewer';
import type { SearchFigures } from './search';
import type { PageThroughput } from './throughput';

export type FirstLoadRow = {
  page: string;
  path: string;
  locale: LanguageCode;
  kind: 'content' | 'form';
  scripts: number;
  gzipBytes: number;
  overBareBytes: number;
  allowanceBytes: number;
};

export type GrowthSeries = Growth & { series: string; points: { size: number; ms: number; baselineMs?: number }[] };

export type DocTreeFigures = { nodes: number; treeMedianMs: number; flatListMedianMs: number; ratioToFlatList: number };

export type Check = { target: string; pass: boolean; figure: string };

/** Everything `npm run bench` writes to bench/results.json. */
export type BenchResults = {
  measuredAt: string;
  command: string;
  wallSeconds: number;
  loadSecondsPerMeasurement: number;
  machine: { atStart: Machine; loadAverageAtEnd: number[] };
  throughput: PageThroughput[];
  /** One content admin previewing, one request at a time. */
  previewer: PreviewerFigures;
  cluster: ClusterFigures;
  firstLoadJs: { bareGzipBytes: number; bareScripts: number; pages: FirstLoadRow[]; heaviestChunks: (Chunk & { pages: number; holds: string[] })[] };
  /** Where each page's HTML bytes go, per host and device. */
  htmlWeight: HtmlWeightRow[];
  /** Lighthouse mobile, five runs per page interleaved with the bare page's (bench/phones.ts). */
  phones: PhoneRow[];
  /** Lighthouse desktop, one run per page. */
  lighthouse: QualityRow[];
  search: SearchFigures[];
  docTree: DocTreeFigures[];
  growth: GrowthSeries[];
  targets: Check[];
};
