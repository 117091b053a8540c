import fs from 'node:fs';
import path from 'node:path';
import { BASELINE_DIR, buildBaseline, buildSite, buildsExist, SITE_DIST_DIR } from './builds';
import { chatStubFiles } from './chat-stub';
import { measureCluster, type ClusterFigures } from './cluster';
import { firstLoadJs } from './first-load-js';
import { firstLoadRows } from './first-load-rows';
import { freePort } from './free-port';
import { weighPages } from './html-weight';
import { httpGet } from './http-get';
import { measureInProcess } from './in-process';
import { LOAD_SECONDS } from './load';
import { machine } from './machine';
import { startNginx } from './nginx';
import { nginxPath, snapshotPage, type PageSnapshot } from './page-snapshots';
import { measureQuality } from './page-quality';
import { ensureBrowser } from './lighthouse';
import { measurePhones, PHONE_RUNS } from './phones';
import { BENCH_PORTS } from './ports';
import { FORM_PAGES, hostHeader, LOAD_PAGES, searchPage, SITE_HOSTS } from './pages';
import { previewCookie } from './preview-cookie';
import { measurePreviewer } from './previewer';
import type { Started } from './processes';
import { report } from './report';
import type { BenchResults } from './results';
import { startBaseline, startSite } from './servers';
import { evaluateTargets } from './targets';
import { measurePage, type PageThroughput } from './throughput';

/**
 * `npm run bench` (`-- --no-build` reuses existing bench builds): every figure against baselines
 * measured in the same run, one load test at a time; a table on stdout and bench/results.json.
 */
const startedAt = performance.now();
const outDir = path.join(process.cwd(), 'bench', 'out');
fs.mkdirSync(outDir, { recursive: true });
const atStart = machine();
const reuseBuilds = process.argv.includes('--no-build') && buildsExist();

console.log('[1/6] in-process: search index, document tree, product page render ...');
const inProcess = measureInProcess(outDir);

console.log(reuseBuilds ? '[2/6] reusing the bench builds' : `[2/6] building the site into ${SITE_DIST_DIR} and the bare baseline ...`);
if (!reuseBuilds) {
  buildSite(path.join(outDir, 'build-site.log'));
  buildBaseline(path.join(outDir, 'build-baseline.log'));
}

const sitePort = await freePort(BENCH_PORTS.site);
const baselinePort = await freePort(BENCH_PORTS.baseline);
const nginxPort = await freePort(BENCH_PORTS.nginx);
const servers: Started[] = [];
const start = async (server: Promise<Started>) => {
  const started = await server;
  servers.push(started);
  return started;
};

const chatOrigin = `http://127.0.0.1:${nginxPort}`;

let measured: Omit<BenchResults, 'targets' | 'wallSeconds' | 'machine'>;
try {
  console.log('[3/6] starting servers, warming caches, saving pages ...');
  const site = await start(startSite(sitePort, chatOrigin, outDir));
  const markupDir = path.join(outDir, 'markup');
  const baseline = await start(startBaseline(baselinePort, outDir, markupDir));
  const snapshots: (PageSnapshot & { kind: 'content' | 'form' })[] = [];
  for (const host of SITE_HOSTS) {
    for (const page of LOAD_PAGES) snapshots.push({ ...(await snapshotPage(site, host, page, true)), kind: 'content' });
  }
  const loadSnapshots = [...snapshots];
  for (const host of SITE_HOSTS) {
    snapshots.push({ ...(await snapshotPage(site, host, searchPage(host.locale), false)), kind: 'content' });
    for (const page of FORM_PAGES) snapshots.push({ ...(await snapshotPage(site, host, page, true)), kind: 'form' });
  }
  const htmlWeight = await weighPages(site);
  const bareHtml = (await httpGet({ address: baseline.address, port: baseline.port, path: '/' })).body;
  const bare = firstLoadJs(bareHtml, path.join(BASELINE_DIR, '.next'));
  const firstLoad = firstLoadRows(snapshots, bare, SITE_DIST_DIR);

  const previewCookies = new Map<string, string>();
  for (const host of SITE_HOSTS) previewCookies.set(host.hostname, await previewCookie(site.address, site.port, `${host.hostname}:${site.port}`));

  const files = new Map<string, string>([...loadSnapshots.map((snapshot): [string, string] => [nginxPath(snapshot), snapshot.html]), ...chatStubFiles]);
  const nginx = await start(startNginx(nginxPort, files, path.join(outDir, 'nginx.log')));

  console.log(
    `[4/6] load: ${loadSnapshots.length} pages x (nginx, bare prerendered, cached, preview, bare per request, our markup on bare), ${LOAD_SECONDS} s each ...`,
  );
  const throughput: PageThroughput[] = [];
  for (const snapshot of loadSnapshots) {
    console.log(`  ${snapshot.host.hostname} ${snapshot.path}`);
    throughput.push(await measurePage({ site, nginx, baseline, previewCookies, markupDir }, snapshot));
  }
  console.log('  one previewer: every load page in both languages, one request at a time ...');
  const previewer = await measurePreviewer(site, previewCookies);

  console.log('[5/6] production topology: Redis, three instances and nginx against the single process ...');
  const cluster: ClusterFigures = await measureCluster(
    site,
    { path: '/product/enterprise-cloud', host: hostHeader(SITE_HOSTS[0], site.port) },
    reuseBuilds,
    outDir,
  );

  console.log(`[6/6] Lighthouse: phones (mobile, ${PHONE_RUNS} runs per page beside the bare page), then desktop ...`);
  ensureBrowser();
  const phones = await measurePhones({ sitePort: site.port, bareUrl: `http://localhost:${baseline.port}/`, runs: PHONE_RUNS });
  const lighthouse = await measureQuality(site);
  await baseline.stop();
  servers.splice(servers.indexOf(baseline), 1);

  measured = {
    measuredAt: new Date().toISOString(),
    command: ['npm run bench', ...process.argv.slice(2)].join(' '),
    loadSecondsPerMeasurement: LOAD_SECONDS,
    throughput,
    previewer,
    cluster,
    firstLoadJs: { bareGzipBytes: bare.gzipBytes, bareScripts: bare.scripts, ...firstLoad },
    htmlWeight,
    phones,
    lighthouse,
    ...inProcess,
  };
} finally {
  for (const server of servers.reverse()) await server.stop();
}

const withoutTargets = {
  ...measured,
  wallSeconds: Math.round((performance.now() - startedAt) / 1000),
  machine: { atStart, loadAverageAtEnd: machine().loadAverage },
};
const results: BenchResults = { ...withoutTargets, targets: evaluateTargets(withoutTargets) };
fs.writeFileSync(path.join(process.cwd(), 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(report(results));
console.log(
  `\n${atStart.cpus} x ${atStart.cpuModel}, ${atStart.memoryGiB} GiB, ${atStart.os}, Node ${atStart.node}; load average ${atStart.loadAverage.join(' ')} at start, ${results.machine.loadAverageAtEnd.join(' ')} at end; ${results.wallSeconds} s`,
);
console.log('written to bench/results.json');
