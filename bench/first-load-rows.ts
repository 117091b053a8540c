import { chunkHolds } from './chunk-contents';
import { firstLoadJs, type Chunk, type FirstLoad } from './first-load-js';
import type { PageSnapshot } from './page-snapshots';
import type { FirstLoadRow } from './results';

/** The allowances over the bare page: content pages 25 KB, form pages 45 KB. */
const ALLOWANCE = { content: 25 * 1024, form: 45 * 1024 } as const;

/** First-load JavaScript of each snapshot against the bare page, and the heaviest chunks across them. */
export function firstLoadRows(snapshots: readonly (PageSnapshot & { kind: FirstLoadRow['kind'] })[], bare: FirstLoad, distDir: string) {
  const loads = snapshots.map((snapshot) => ({ snapshot, load: firstLoadJs(snapshot.html, distDir) }));
  const pages: FirstLoadRow[] = loads.map(({ snapshot, load }) => ({
    page: snapshot.name,
    path: snapshot.path,
    locale: snapshot.locale,
    kind: snapshot.kind,
    scripts: load.scripts,
    gzipBytes: load.gzipBytes,
    overBareBytes: load.gzipBytes - bare.gzipBytes,
    allowanceBytes: ALLOWANCE[snapshot.kind],
  }));
  const bySrc = new Map<string, Chunk & { pages: number }>();
  for (const { load } of loads) {
    for (const chunk of load.chunks) {
      const seen = bySrc.get(chunk.src);
      bySrc.set(chunk.src, { ...chunk, pages: (seen?.pages ?? 0) + 1 });
    }
  }
  const heaviestChunks = [...bySrc.values()]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .slice(0, 8)
    .map((chunk) => ({ ...chunk, holds: chunkHolds(distDir, chunk.src) }));
  return { pages, heaviestChunks };
}
