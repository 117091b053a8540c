import fs from 'node:fs';
import path from 'node:path';
import { DIST_DIR, INSTANCE_NAMES, instancePort, NGINX_PORT } from '../scripts/cluster/layout';
import { CLUSTER_NGINX_WORKERS } from '../scripts/cluster/nginx-config';
import { stopAll } from '../scripts/cluster/processes';
import { startCluster } from '../scripts/cluster/servers';
import { buildStandalone } from '../scripts/cluster/standalone-build';
import { freePort } from './free-port';
import { httpGet } from './http-get';
import { combinedLoad, runLoad, type LoadFigures } from './load';
import { startNginx } from './nginx';
import { BENCH_PORTS } from './ports';
import type { Started } from './processes';
import { warmUntilHit } from './warm-cache';

export type ClusterFigures = {
  page: string;
  /** The bench's own `next start`, one process, its page cache in memory and on disk. */
  single: LoadFigures;
  /** Three standalone instances behind deploy/nginx.conf, sharing Redis; nginx's micro-cache bypassed, so every request reaches an instance. */
  clusterThroughInstances: LoadFigures;
  /** The same with nginx's 5 s micro-cache, as deployed: two runs, before and after the file twin's. */
  clusterMicroCached: LoadFigures;
  /** The micro-cached answer's bytes served by nginx from a file, with the cluster's workers, the shipped gzip level and an access log: two runs. */
  fileTwin: LoadFigures;
};

const LOOPBACK = '127.0.0.1';
/** A draft-mode cookie Next does not accept: nginx bypasses its cache for it, Next serves the cached page as to anyone. */
const BYPASS_MICRO_CACHE = { cookie: '__prerender_bypass=bench' };

/** The gzip level deploy/nginx.conf compresses pages at, so the file twin spends what the shipped server spends. */
function shippedGzipLevel(): number {
  const level = /^\s*gzip_comp_level (\d+);/m.exec(fs.readFileSync(path.join('deploy', 'nginx.conf'), 'utf8'))?.[1];
  if (!level) throw new Error('deploy/nginx.conf no longer sets gzip_comp_level, which the file twin copies');
  return Number(level);
}

/** nginx serving `html` at `urlPath` from a file, set up as the cluster's nginx is: the floor the micro-cache is held to. */
async function startFileTwin(urlPath: string, html: string, outDir: string): Promise<Started> {
  const port = await freePort(BENCH_PORTS.nginxFileTwin);
  const file = urlPath.replace(/^\//, '');
  return startNginx(port, new Map([[file, html]]), path.join(outDir, 'nginx-file-twin.log'), {
    workers: CLUSTER_NGINX_WORKERS,
    gzipLevel: shippedGzipLevel(),
    accessLog: true,
  });
}

/**
 * The cached product page on the single process and on `npm run cluster`'s topology (Redis, three
 * instances, nginx) in the same run, one load at a time, then nginx serving the micro-cache's very bytes
 * from a file. On a two-core machine the three instances, nginx, Redis and the load generator share the
 * same two cores: the figures say what that buys here.
 */
export async function measureCluster(site: Started, page: { path: string; host: string }, reuseBuild: boolean, outDir: string): Promise<ClusterFigures> {
  if (!reuseBuild || !fs.existsSync(path.join(DIST_DIR, 'standalone', 'server.js'))) await buildStandalone();
  await startCluster(INSTANCE_NAMES);
  try {
    const clusterHost = page.host.replace(/:\d+$/, `:${NGINX_PORT}`);
    for (const name of INSTANCE_NAMES) await warmUntilHit({ address: LOOPBACK, port: instancePort(name), path: page.path, host: clusterHost });
    await warmUntilHit({ address: site.address, port: site.port, path: page.path, host: page.host });
    const single = await runLoad({ address: site.address, port: site.port, path: page.path, headers: { host: page.host } });
    const onNginx = { address: LOOPBACK, port: NGINX_PORT, path: page.path };
    const clusterThroughInstances = await runLoad({ ...onNginx, headers: { host: clusterHost, ...BYPASS_MICRO_CACHE } });
    const microCached = { ...onNginx, headers: { host: clusterHost } };
    const cachedAnswer = await httpGet({ ...onNginx, host: clusterHost });
    if (cachedAnswer.status !== 200) throw new Error(`nginx answered ${cachedAnswer.status} for ${page.path}`);
    const twin = await startFileTwin(page.path, cachedAnswer.body, outDir);
    try {
      const fromFile = { address: twin.address, port: twin.port, path: page.path };
      // In the order micro-cache, file, file, micro-cache: a load on the machine that rises or falls through
      // the four runs weighs on both sides alike.
      const microFirst = await runLoad(microCached);
      const fileRuns = [await runLoad(fromFile), await runLoad(fromFile)];
      const microLast = await runLoad(microCached);
      return {
        page: page.path,
        single,
        clusterThroughInstances,
        clusterMicroCached: combinedLoad([microFirst, microLast]),
        fileTwin: combinedLoad(fileRuns),
      };
    } finally {
      await twin.stop();
    }
  } finally {
    await stopAll();
  }
}
