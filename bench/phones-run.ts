import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { buildBaseline, buildSite, buildsExist } from './builds';
import { chatStubFiles } from './chat-stub';
import { freePort } from './free-port';
import { httpGet } from './http-get';
import { ensureBrowser } from './lighthouse';
import { machine } from './machine';
import { startNginx } from './nginx';
import { hostHeader, lighthousePages, SITE_HOSTS } from './pages';
import { phoneSections } from './phone-report';
import { evaluatePhoneTargets } from './phone-targets';
import { measurePhones, PHONE_RUNS, type PhoneRow } from './phones';
import { BENCH_PORTS } from './ports';
import type { Started } from './processes';
import { startBaseline, startSite } from './servers';
import { warmUntilHit } from './warm-cache';

/**
 * `npm run bench:phones`: only the phone part of `npm run bench`, without the throughput loads.
 * `-- --no-build` reuses the bench builds; `--runs 3` and `--pages home,product` are for a quick look
 * between changes (the targets hold for five runs on every page); `--out file.json` writes elsewhere than
 * bench/phones.json, for a run beside another.
 */
const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const runs = z.coerce.number().int().min(1).max(15).default(PHONE_RUNS).parse(option('--runs'));
const pageNames = option('--pages')?.split(',');
const known = lighthousePages('EN_US').map((page) => page.name);
const unknown = pageNames?.filter((name) => !known.includes(name)) ?? [];
if (unknown.length > 0) throw new Error(`--pages: unknown ${unknown.join(', ')}; known: ${known.join(', ')}`);

const startedAt = performance.now();
const atStart = machine();
const outDir = path.join(process.cwd(), 'bench', 'out');
fs.mkdirSync(outDir, { recursive: true });
ensureBrowser();
if (!(args.includes('--no-build') && buildsExist())) {
  console.log('building the site and the bare baseline ...');
  buildSite(path.join(outDir, 'build-site.log'));
  buildBaseline(path.join(outDir, 'build-baseline.log'));
}

const servers: Started[] = [];
const start = async (server: Promise<Started>) => {
  const started = await server;
  servers.push(started);
  return started;
};
let rows: PhoneRow[];
try {
  const nginx = await start(startNginx(await freePort(BENCH_PORTS.nginx), new Map(chatStubFiles), path.join(outDir, 'nginx.log')));
  const site = await start(startSite(await freePort(BENCH_PORTS.site), `http://127.0.0.1:${nginx.port}`, outDir));
  const markupDir = path.join(outDir, 'markup');
  fs.mkdirSync(markupDir, { recursive: true });
  const baseline = await start(startBaseline(await freePort(BENCH_PORTS.baseline), outDir, markupDir));
  for (const host of SITE_HOSTS) {
    for (const page of lighthousePages(host.locale)) {
      const target = { address: site.address, port: site.port, host: hostHeader(host, site.port), path: page.path };
      if (page.name === 'search') await httpGet(target);
      else await warmUntilHit(target);
    }
  }
  await httpGet({ address: baseline.address, port: baseline.port, path: '/' });
  console.log(`phones: ${runs} runs per page, each after one on the bare page; load average ${atStart.loadAverage.join(' ')}`);
  rows = await measurePhones({ sitePort: site.port, bareUrl: `http://localhost:${baseline.port}/`, runs, pageNames });
} finally {
  for (const server of servers.reverse()) await server.stop();
}

const targets = evaluatePhoneTargets(rows);
const atEnd = machine().loadAverage;
const wallSeconds = Math.round((performance.now() - startedAt) / 1000);
const results = {
  measuredAt: new Date().toISOString(),
  command: ['npm run bench:phones', ...args].join(' '),
  wallSeconds,
  machine: { atStart, loadAverageAtEnd: atEnd },
  phones: rows,
  targets,
};
const outFile = option('--out') ?? path.join('bench', 'phones.json');
fs.writeFileSync(outFile, `${JSON.stringify(results, null, 2)}\n`);
for (const [title, body] of phoneSections(rows)) console.log(`\n${title}\n${body}`);
console.log(`\nTargets\n${targets.map((check) => `${check.pass ? 'PASS' : 'FAIL'}  ${check.target}: ${check.figure}`).join('\n')}`);
console.log(`\nload average ${atStart.loadAverage.join(' ')} at start, ${atEnd.join(' ')} at end; ${wallSeconds} s; written to ${outFile}`);
