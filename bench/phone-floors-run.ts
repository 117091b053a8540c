import fs from 'node:fs';
import path from 'node:path';
import { freePort } from './free-port';
import { machine } from './machine';
import { preparePhoneBench } from './phone-cli';
import { floorSection, measureFloors, type FloorRow } from './phone-floors';
import { startPhoneServers } from './phone-servers';
import { BENCH_PORTS } from './ports';
import { startScriptFreeProxy } from './script-free-proxy';

/**
 * `npm run bench:floors`: how far the phone targets' main-thread ratio can fall at all. Each page is loaded
 * as served and without its scripts, beside the bare page as served and without its own, so the printout
 * separates the cost of our markup and styles from the framework's start and from our own script.
 * Same options as `npm run bench:phones`; writes bench/phone-floors.json.
 */
const FLOOR_RUNS = 5;
const startedAt = performance.now();
const atStart = machine();
const { args, runs, pageNames, outFile = path.join('bench', 'phone-floors.json'), outDir } = preparePhoneBench(process.argv.slice(2), FLOOR_RUNS);

let rows: FloorRow[];
const servers = await startPhoneServers(outDir);
const siteWithoutScripts = await startScriptFreeProxy('site without scripts', servers.site, await freePort(BENCH_PORTS.siteWithoutScripts));
const bareWithoutScripts = await startScriptFreeProxy('bare page without scripts', servers.baseline, await freePort(BENCH_PORTS.bareWithoutScripts));
try {
  console.log(`phone floors: ${runs} rounds per page; load average ${atStart.loadAverage.join(' ')}`);
  rows = await measureFloors({
    ports: { site: servers.site.port, siteWithoutScripts: siteWithoutScripts.port, bare: servers.baseline.port, bareWithoutScripts: bareWithoutScripts.port },
    runs,
    pageNames,
  });
} finally {
  await siteWithoutScripts.stop();
  await bareWithoutScripts.stop();
  await servers.stop();
}

const atEnd = machine().loadAverage;
const wallSeconds = Math.round((performance.now() - startedAt) / 1000);
const results = {
  measuredAt: new Date().toISOString(),
  command: ['npm run bench:floors', ...args].join(' '),
  wallSeconds,
  machine: { atStart, loadAverageAtEnd: atEnd },
  floors: rows,
};
fs.writeFileSync(outFile, `${JSON.stringify(results, null, 2)}\n`);
const [title, body] = floorSection(rows);
console.log(`\n${title}\n${body}`);
console.log(`\nload average ${atStart.loadAverage.join(' ')} at start, ${atEnd.join(' ')} at end; ${wallSeconds} s; written to ${outFile}`);
