import fs from 'node:fs';
import path from 'node:path';
import { DIST_DIR, INSTANCE_NAMES, instancePort, NGINX_PORT } from '../scripts/cluster/layout';
import { stopAll } from '../scripts/cluster/processes';
import { startCluster } from '../scripts/cluster/servers';
import { buildStandalone } from '../scripts/cluster/standalone-build';
import { runLoad, type LoadFigures } from './load';
import type { Started } from './processes';
import { warmUntilHit } from './warm-cache';

export type ClusterFigures = {
  page: string;
  /** The bench's own `next start`, one process, its page cache in memory and on disk. */
  single: LoadFigures;
  /** Three standalone instances behind deploy/nginx.conf, sharing Redis; nginx's micro-cache bypassed, so every request reaches an instance. */
  clusterThroughInstances: LoadFigures;
  /** The same with nginx's 5 s micro-cache, as deployed. */
  clusterMicroCached: LoadFigures;
};

const LOOPBACK = '127.0.0.1';
/** A draft-mode cookie Next does not accept: nginx bypasses its cache for it, Next serves the cached page as to anyone. */
const BYPASS_MICRO_CACHE = { cookie: '__prerender_bypass=bench' };

/**
 * The cached product page on the single process and on `npm run cluster`'s topology (Redis, three
 * instances, nginx) in the same run, one load at a time. On a two-core machine the three instances,
 * nginx, Redis and the load generator share the same two cores: the figures say what that buys here.
 */
export async function measureCluster(site: Started, page: { path: string; host: string }, reuseBuild: boolean): Promise<ClusterFigures> {
  if (!reuseBuild || !fs.existsSync(path.join(DIST_DIR, 'standalone', 'server.js'))) await buildStandalone();
  await startCluster(INSTANCE_NAMES);
  try {
    const clusterHost = page.host.replace(/:\d+$/, `:${NGINX_PORT}`);
    for (const name of INSTANCE_NAMES) await warmUntilHit({ address: LOOPBACK, port: instancePort(name), path: page.path, host: clusterHost });
    await warmUntilHit({ address: site.address, port: site.port, path: page.path, host: page.host });
    const single = await runLoad({ address: site.address, port: site.port, path: page.path, headers: { host: page.host } });
    const onNginx = { address: LOOPBACK, port: NGINX_PORT, path: page.path };
    const clusterThroughInstances = await runLoad({ ...onNginx, headers: { host: clusterHost, ...BYPASS_MICRO_CACHE } });
    const clusterMicroCached = await runLoad({ ...onNginx, headers: { host: clusterHost } });
    return { page: page.path, single, clusterThroughInstances, clusterMicroCached };
  } finally {
    await stopAll();
  }
}
