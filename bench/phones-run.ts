import path from 'node:path';
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
const bench = preparePhoneBench('npm run bench:phones', process.argv.slice(2), { runs: PHONE_RUNS, outFile: path.join('bench', 'phones.json') });

let rows: PhoneRow[];
const servers = await startPhoneServers(bench.outDir);
try {
  console.log(`phones: ${bench.runs} runs per page, each after one on the bare page; load average ${bench.loadAverageAtStart.join(' ')}`);
  rows = await measurePhones({
    sitePort: servers.site.port,
    bareUrl: `http://localhost:${servers.baseline.port}/`,
    runs: bench.runs,
    pageNames: bench.pageNames,
  });
} finally {
  await servers.stop();
}

const targets = evaluatePhoneTargets(rows);
const closing = bench.write({ phones: rows, targets });
for (const [title, body] of phoneSections(rows)) console.log(`\n${title}\n${body}`);
console.log(`\nTargets\n${targets.map((check) => `${check.pass ? 'PASS' : 'FAIL'}  ${check.target}: ${check.figure}`).join('\n')}`);
console.log(`\n${closing}`);
