import fs from 'node:fs';
import { CLUSTER_DIR, EMBEDDED_NAMES, INSTANCE_NAMES } from '../../scripts/cluster/layout';
import { stopAll } from '../../scripts/cluster/processes';
import { startCluster } from '../../scripts/cluster/servers';
import { buildStandalone } from '../../scripts/cluster/standalone-build';

/**
 * `npm run cluster`: Redis, the mock CMS, three instances of one standalone build (private copies) behind
 * nginx with deploy/nginx.conf, and two more on the embedded CMS sharing one SQLite file, all on loopback
 * ports; stopped again after the suite, whatever happened.
 * CLUSTER_SKIP_BUILD=1 reuses the last build in .next-cluster; CLUSTER_KEEP=1 leaves it all running
 * afterwards, to look at by hand (the next run stops it first).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  await stopAll();
  fs.rmSync(CLUSTER_DIR, { recursive: true, force: true });
  if (process.env.CLUSTER_SKIP_BUILD !== '1') {
    console.log('[cluster] building the standalone output ...');
    await buildStandalone();
  }
  await startCluster([...INSTANCE_NAMES, ...EMBEDDED_NAMES]);
  console.log(`[cluster] up: logs in ${CLUSTER_DIR}/logs`);
  return process.env.CLUSTER_KEEP === '1' ? async () => undefined : stopAll;
}
