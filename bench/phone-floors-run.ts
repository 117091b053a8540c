import path from 'node:path';
import { freePort } from './free-port';
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
const bench = preparePhoneBench('npm run bench:floors', process.argv.slice(2), { runs: FLOOR_RUNS, outFile: path.join('bench', 'phone-floors.json') });

let rows: FloorRow[];
const servers = await startPhoneServers(bench.outDir);
const siteWithoutScripts = await startScriptFreeProxy('site without scripts', servers.site, await freePort(BENCH_PORTS.siteWithoutScripts));
const bareWithoutScripts = await startScriptFreeProxy('bare page without scripts', servers.baseline, await freePort(BENCH_PORTS.bareWithoutScripts));
try {
  console.log(`phone floors: ${bench.runs} rounds per page; load average ${bench.loadAverageAtStart.join(' ')}`);
  rows = await measureFloors({
    ports: { site: servers.site.port, siteWithoutScripts: siteWithoutScripts.port, bare: servers.baseline.port, bareWithoutScripts: bareWithoutScripts.port },
    runs: bench.runs,
    pageNames: bench.pageNames,
  });
} finally {
  await siteWithoutScripts.stop();
  await bareWithoutScripts.stop();
  await servers.stop();
}

const closing = bench.write({ floors: rows });
const [title, body] = floorSection(rows);
console.log(`\n${title}\n${body}\n\n${closing}`);
