import fs from 'node:fs';
import path from 'node:path';
import { machine } from './machine';
import { preparePhoneBench } from './phone-cli';
import { phoneSections } from './phone-report';
import { startPhoneServers } from './phone-servers';
import { evaluatePhoneTargets } from './phone-targets';
import { measurePhones, PHONE_RUNS, type PhoneRow } from './phones';

/**
 * `npm run bench:phones`: only the phone part of `npm run bench`, without the throughput loads.
 * `-- --no-build` reuses the bench builds; `--runs 3` and `--pages home,product` are for a quick look
 * between changes (the targets hold for five runs on every page); `--out file.json` writes elsewhere than
 * bench/phones.json, for a run beside another.
 */
const startedAt = performance.now();
const atStart = machine();
const { args, runs, pageNames, outFile = path.join('bench', 'phones.json'), outDir } = preparePhoneBench(process.argv.slice(2), PHONE_RUNS);

let rows: PhoneRow[];
const servers = await startPhoneServers(outDir);
try {
  console.log(`phones: ${runs} runs per page, each after one on the bare page; load average ${atStart.loadAverage.join(' ')}`);
  rows = await measurePhones({ sitePort: servers.site.port, bareUrl: `http://localhost:${servers.baseline.port}/`, runs, pageNames });
} finally {
  await servers.stop();
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
fs.writeFileSync(outFile, `${JSON.stringify(results, null, 2)}\n`);
for (const [title, body] of phoneSections(rows)) console.log(`\n${title}\n${body}`);
console.log(`\nTargets\n${targets.map((check) => `${check.pass ? 'PASS' : 'FAIL'}  ${check.target}: ${check.figure}`).join('\n')}`);
console.log(`\nload average ${atStart.loadAverage.join(' ')} at start, ${atEnd.join(' ')} at end; ${wallSeconds} s; written to ${outFile}`);
