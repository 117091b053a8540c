import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  CLUSTER_DIR,
  CMS_CONTROL_ORIGIN,
  CMS_PORT,
  DEPLOYMENT_ID,
  EMBEDDED_DATABASE,
  EMBEDDED_FIXTURES_DIR,
  EMBEDDED_NAMES,
  EMBEDDED_REDIS_URL,
  instanceDir,
  instancePort,
  LEADS_DATABASE,
  LIVE_STREAMS_PER_ADDRESS,
  NGINX_PORT,
  PREVIEW_TOKEN,
  REDIS_PORT,
  REDIS_URL,
  REVALIDATE_SECRET,
  type InstanceName,
} from './layout';
import { isRunning, launch, stop, stopAll } from './processes';
import { copyStandalone } from './standalone-build';
import { nginxConfig, nginxPaths } from './nginx-config';
import { writeThrowawayCertificate } from './throwaway-certificate';

/** Redis as a cache: nothing written to disk, least recently used keys evicted at its memory cap; DEBUG SLEEP plays a slow Redis. */
export async function startRedis(): Promise<void> {
  if (isRunning('redis')) return;
  await launch(
    {
      name: 'redis',
      command: 'redis-server',
      args: [
        '--port',
        String(REDIS_PORT),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--maxmemory',
        '256mb',
        '--maxmemory-policy',
        'volatile-lru',
        '--enable-debug-command',
        'local',
      ],
    },
    REDIS_PORT,
  );
}

export const stopRedis = (): Promise<void> => stop('redis');

/** The mock CMS with a lead database on disk and the captcha test hook open. */
export async function startCms(): Promise<void> {
  fs.mkdirSync(path.dirname(LEADS_DATABASE), { recursive: true });
  await launch(
    {
      name: 'cms',
      command: 'npx',
      args: ['tsx', 'tests/e2e/support/mock-cms/serve.ts', '--port', String(CMS_PORT), '--control-port', new URL(CMS_CONTROL_ORIGIN).port],
      env: { CMS_DATABASE_PATH: LEADS_DATABASE, CMS_CAPTCHA_TEST_HOOK: '1', CMS_PROOF_OF_WORK_COST: '100' },
    },
    CMS_PORT,
  );
}

const onEmbeddedCms = (name: InstanceName): boolean => (EMBEDDED_NAMES as readonly string[]).includes(name);

/** A fresh copy of the repository's fixtures for the embedded instances: tests edit the copy, never fixtures/. */
function copyEmbeddedFixtures(): void {
  fs.rmSync(EMBEDDED_FIXTURES_DIR, { recursive: true, force: true });
  fs.cpSync('fixtures', EMBEDDED_FIXTURES_DIR, { recursive: true });
}

/** `node server.js` of the standalone build, bound to loopback as behind nginx, on the shared Redis. */
export async function startInstance(name: InstanceName): Promise<void> {
  if (isRunning(`instance-${name}`)) return;
  const port = instancePort(name);
  const cms: Record<string, string> = onEmbeddedCms(name)
    ? {
        REDIS_URL: EMBEDDED_REDIS_URL,
        CMS_FIXTURES_DIR: EMBEDDED_FIXTURES_DIR,
        CMS_DATABASE_PATH: EMBEDDED_DATABASE,
        CMS_CAPTCHA_TEST_HOOK: '1',
        CMS_PROOF_OF_WORK_COST: '100',
        // A production build takes no preview token unless told one, as on a real machine.
        CMS_PREVIEW_TOKENS: PREVIEW_TOKEN,
      }
    : { REDIS_URL, PORTAL_API_URL: `http://127.0.0.1:${CMS_PORT}` };
  await launch(
    {
      name: `instance-${name}`,
      command: process.execPath,
      args: ['server.js'],
      cwd: instanceDir(name),
      env: {
        NODE_ENV: 'production',
        HOSTNAME: '127.0.0.1',
        PORT: String(port),
        ...cms,
        NEXT_DEPLOYMENT_ID: DEPLOYMENT_ID,
        REVALIDATE_SECRET,
        CMS_TRUSTED_PROXIES: '1',
        LIVE_PREVIEW_STREAMS_PER_ADDRESS: String(LIVE_STREAMS_PER_ADDRESS),
        // The proxy refreshes its host table from the CMS on its own clock (a minute by default). Held for the
        // whole run, so the CMS calls a test counts are the pages' own, whenever the minute would have turned.
        SITE_LANGUAGES_SECONDS: '86400',
        // Public addresses are the ones visitors use: nginx's.
        SITE_URL_PORT: String(NGINX_PORT),
      },
    },
    port,
  );
}

export const stopInstance = (name: InstanceName, signal?: NodeJS.Signals): Promise<void> => stop(`instance-${name}`, signal);

/** nginx in the foreground with deploy/nginx.conf on loopback ports, its TLS server on a throwaway certificate. */
export async function startNginx(): Promise<void> {
  const dir = path.join(CLUSTER_DIR, 'nginx');
  for (const folder of ['cache', 'temp', 'acme']) fs.mkdirSync(path.join(dir, folder), { recursive: true });
  const { certificate, certificateKey } = nginxPaths(dir);
  writeThrowawayCertificate(certificate, certificateKey);
  // nginx's workers run as an unprivileged user when started as root: they must reach the cache folder.
  for (let folder = dir; folder !== path.dirname(folder) && folder.startsWith(CLUSTER_DIR); folder = path.dirname(folder)) fs.chmodSync(folder, 0o755);
  for (const folder of ['cache', 'temp']) fs.chmodSync(path.join(dir, folder), 0o777);
  const file = path.join(dir, 'nginx.conf');
  fs.writeFileSync(file, nginxConfig(fs.readFileSync(path.join('deploy', 'nginx.conf'), 'utf8'), dir));
  await launch({ name: 'nginx', command: '/usr/sbin/nginx', args: ['-c', file, '-p', dir, '-g', 'daemon off;'] }, NGINX_PORT);
}

/**
 * The topology on loopback ports from the last standalone build: Redis, the mock CMS, the `instances`
 * (each on a fresh private copy of the build) and nginx in front. Whatever ran before is stopped first;
 * if any part does not come up, all of it is stopped again.
 */
export async function startCluster(instances: readonly InstanceName[]): Promise<void> {
  // Installed from Debian when missing, for every caller (the cluster suite and the bench alike).
  for (const program of ['redis-server', 'nginx', 'openssl']) execFileSync('sh', ['scripts/ensure-apt-package.sh', program, program], { stdio: 'inherit' });
  await stopAll();
  for (const name of instances) copyStandalone(name);
  if (instances.some(onEmbeddedCms)) copyEmbeddedFixtures();
  try {
    await startRedis();
    await startCms();
    await Promise.all(instances.map(startInstance));
    await startNginx();
  } catch (error) {
    await stopAll();
    throw error;
  }
}
