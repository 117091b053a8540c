import { z } from 'zod';

const base = z.coerce.number().int().min(1024).max(65_000).default(3200).safeParse(process.env.BENCH_PORT_BASE);
if (!base.success) throw new Error(`BENCH_PORT_BASE must be a port number from 1024 to 65000, got ${process.env.BENCH_PORT_BASE}`);

/**
 * The bench's preferred ports: the site, the bare app, nginx, the micro-cache's file twin and the phone
 * floors' two script-free proxies from
 * `BENCH_PORT_BASE` (3200 unless set), so two benches on one machine can keep out of each other's way.
 */
export const BENCH_PORTS = {
  site: base.data,
  baseline: base.data + 1,
  nginx: base.data + 2,
  nginxFileTwin: base.data + 3,
  siteWithoutScripts: base.data + 4,
  bareWithoutScripts: base.data + 5,
} as const;
