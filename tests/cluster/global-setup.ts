import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { CLUSTER_DIR, INSTANCE_NAMES } from '../../scripts/cluster/layout';
import { stopAll } from '../../scripts/cluster/processes';
import { startCms, startInstance, startNginx, startRedis } from '../../scripts/cluster/servers';
import { buildStandalone, copyStandalone } from '../../scripts/cluster/standalone-build';

/**
 * `npm run cluster`: Redis, the mock CMS, three instances of one standalone build (private copies) and
 * nginx with deploy/nginx.conf, all on loopback ports; stopped again after the suite, whatever happened.
 * CLUSTER_SKIP_BUILD=1 reuses the last build in .next-cluster; CLUSTER_KEEP=1 leaves it all running
 * afterwards, to look at by hand (the next run stops it first).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  for (const program of ['redis-server', 'nginx']) execFileSync('sh', ['scripts/ensure-apt-package.sh', program, program], { stdio: 'inherit' });
  await stopAll();
  fs.rmSync(CLUSTER_DIR, { recursive: true, force: true });
  if (process.env.CLUSTER_SKIP_BUILD !== '1') {
    console.log('[cluster] building the standalone output ...');
    await buildStandalone();
  }
  for (const name of INSTANCE_NAMES) copyStandalone(name);
  try {
    await startRedis();
    await startCms();
    await Promise.all(INSTANCE_NAMES.map(startInstance));
    await startNginx();
  } catch (error) {
    await stopAll();
    throw error;
  }
  console.log(`[cluster] up: logs in ${CLUSTER_DIR}/logs`);
  return process.env.CLUSTER_KEEP === '1' ? async () => undefined : stopAll;
}
