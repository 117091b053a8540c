import type { LoadFigures } from './load';
import type { BenchResults } from './results';
import { phoneSections } from './phone-report';
import { table } from './table';

const x = (value: number) => `${value.toFixed(2)}x`;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const load = (figures: LoadFigures) => [figures.reqPerSec, figures.p50Ms, figures.p99Ms, figures.errors];
/** The headings of `load`'s four columns. */
const loadHeadings = (rate: string) => [rate, 'p50', 'p99', 'err'];

/** The printed report: one table per measurement, then every target with pass or fail. */
export function report(results: BenchResults): string {
  const { throughput, firstLoadJs } = results;
  const sections: [string, string][] = [
    [
      `Throughput, 50 connections, ${results.loadSecondsPerMeasurement} s each (req/s, p50 ms, p99 ms, errors); bare Next.js measured beside each page, directly and through a rewrite-only proxy (the floor the site's proxy sets), and this page's own markup on bare Next.js through that proxy (the floor for this page)`,
      table(
        [
          'page',
          'locale',
          ...loadHeadings('ours req/s'),
          ...loadHeadings('nginx req/s'),
          ...loadHeadings('bare req/s'),
          'bare via proxy req/s',
          'our markup on bare via proxy req/s',
          'ours/nginx',
          'ours/bare',
          'proxied/bare',
          'ours/proxied',
          'markup floor/bare',
          'ours/markup floor',
        ],
        throughput.map((page) => [
          page.page,
          page.locale,
          ...load(page.cached),
          ...load(page.nginx),
          ...load(page.barePrerendered),
          page.bareProxied.reqPerSec,
          page.bareMarkupCached.reqPerSec,
          x(page.cached.reqPerSec / page.nginx.reqPerSec),
          x(page.cached.reqPerSec / page.barePrerendered.reqPerSec),
          x(page.bareProxied.reqPerSec / page.barePrerendered.reqPerSec),
          x(page.cached.reqPerSec / page.bareProxied.reqPerSec),
          x(page.bareMarkupCached.reqPerSec / page.barePrerendered.reqPerSec),
          x(page.cached.reqPerSec / page.bareMarkupCached.reqPerSec),
        ]),
      ),
    ],
    [
      'HTML per page, KB: raw and gzip -6, and where the raw bytes go (the RSC payload repeats the tree for the client router; dictionary is part of it)',
      table(
        ['page', 'locale', 'device', 'raw', 'gzip', 'budget', 'content', 'header', 'footer', 'side panel', 'RSC payload', 'dictionary', 'framework'],
        results.htmlWeight.map((row) => [
          row.page,
          row.locale,
          row.device,
          kb(row.bytes),
          kb(row.gzipBytes),
          kb(row.budgetGzipBytes),
          kb(row.content),
          kb(row.header),
          kb(row.footer),
          kb(row.sidePanel),
          kb(row.rscPayload),
          kb(row.dictionary),
          kb(row.framework),
        ]),
      ),
    ],
    [
      "Preview (draft mode, rendered per request) against the bare per-request page, and against this page's markup rendered per request by bare Next.js through the rewrite-only proxy (the floor for this page)",
      table(
        [
          'page',
          'locale',
          ...loadHeadings('req/s'),
          ...loadHeadings('bare req/s'),
          'our markup on bare via proxy req/s',
          'preview/bare',
          'preview/cached',
          'markup floor/bare',
          'preview/markup floor',
        ],
        throughput.map((page) => [
          page.page,
          page.locale,
          ...load(page.preview),
          ...load(page.barePerRequest),
          page.bareMarkupPerRequest.reqPerSec,
          x(page.preview.reqPerSec / page.barePerRequest.reqPerSec),
          x(page.preview.reqPerSec / page.cached.reqPerSec),
          x(page.bareMarkupPerRequest.reqPerSec / page.barePerRequest.reqPerSec),
          x(page.preview.reqPerSec / page.bareMarkupPerRequest.reqPerSec),
        ]),
      ),
    ],
    [
      `Production topology, the cached ${results.cluster.page} (req/s, p50 ms, p99 ms, errors): one process, and three instances + Redis behind nginx on the same cores`,
      table(
        ['served by', ...loadHeadings('req/s'), 'against one process'],
        [
          ['one process (next start)', ...load(results.cluster.single), x(1)],
          [
            'nginx -> 3 instances + Redis (micro-cache bypassed)',
            ...load(results.cluster.clusterThroughInstances),
            x(results.cluster.clusterThroughInstances.reqPerSec / results.cluster.single.reqPerSec),
          ],
          [
            'nginx micro-cache (5 s) in front',
            ...load(results.cluster.clusterMicroCached),
            x(results.cluster.clusterMicroCached.reqPerSec / results.cluster.single.reqPerSec),
          ],
          [
            "nginx serving the micro-cache's bytes from a file (same workers, gzip level, access log)",
            ...load(results.cluster.fileTwin),
            x(results.cluster.fileTwin.reqPerSec / results.cluster.single.reqPerSec),
          ],
        ],
      ),
    ],
    [
      `One previewer: ${results.previewer.requests} pages one at a time, draft content rendered per request (ms)`,
      table(
        ['p50', 'p95', 'slowest', 'slowest page'],
        [[Math.round(results.previewer.p50Ms), Math.round(results.previewer.p95Ms), Math.round(results.previewer.maxMs), results.previewer.slowest]],
      ),
    ],
    [
      `First-load JavaScript, gzip -9 KB (bare Next.js page: ${kb(firstLoadJs.bareGzipBytes)} KB in ${firstLoadJs.bareScripts} scripts)`,
      table(
        ['page', 'locale', 'scripts', 'KB', 'over bare', 'allowance'],
        firstLoadJs.pages.map((row) => [row.page, row.locale, row.scripts, kb(row.gzipBytes), kb(row.overBareBytes), kb(row.allowanceBytes)]),
      ),
    ],
    [
      'Heaviest chunks on those pages',
      table(
        ['chunk', 'KB', 'on pages', 'holds (marker strings)'],
        firstLoadJs.heaviestChunks.map((chunk) => [chunk.src, kb(chunk.gzipBytes), chunk.pages, chunk.holds.join(', ')]),
      ),
    ],
    ...phoneSections(results.phones),
    [
      'Lighthouse 12 desktop preset (Debian Chromium), one run per page',
      table(
        ['page', 'locale', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP ms', 'TBT ms', 'CLS', 'audits below 100'],
        results.lighthouse.map((row) => [
          row.page,
          row.locale,
          row.performance,
          row.accessibility,
          row.bestPractices,
          row.seo,
          row.lcpMs,
          row.tbtMs,
          row.cls,
          row.failedAudits.join('; '),
        ]),
      ),
    ],
    [
      'Growth (median ms; exponent = log-log slope, 1 is linear)',
      table(
        ['series', 'size', 'ms', 'baseline ms', 'exponent', 'grows'],
        results.growth.flatMap((series) =>
          series.points.map((point) => [series.series, point.size, point.ms, point.baselineMs ?? '', series.exponent, series.verdict]),
        ),
      ),
    ],
    ['Targets', results.targets.map((check) => `${check.pass ? 'PASS' : 'FAIL'}  ${check.target}: ${check.figure}`).join('\n')],
  ];
  return sections.map(([title, body]) => `\n${title}\n${body}`).join('\n');
}
