import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from './free-port';
import { machine } from './machine';
import { floods } from './post-flood/bodies';
import { pageLatency, type PageLatency } from './post-flood/page-latency';
import { runFlood } from './post-flood/run-flood';
import { buildSite, startSite } from '../scripts/load-held/site-server';

/**
 * `npm run bench:flood`: a production build on the embedded CMS; one visitor asks for a cached page back
 * to back, alone and then while one client posts each POST route's largest body back to back. Writes the
 * visitor's p50/p95 beside each flood to bench/post-flood.json. `--skip-build` reuses .next-load.
 */
const { values } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    seconds: { type: 'string', default: '15' },
    connections: { type: 'string', default: '1' },
    page: { type: 'string', default: '/product/enterprise-cloud' },
    out: { type: 'string', default: path.join('bench', 'post-flood.json') },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const page = values.page;

if (!values['skip-build']) {
  console.log('building into .next-load ...');
  await buildSite();
}
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'post-flood-'));
const port = await freePort(3197);
const site = await startSite(port, path.join(dir, 'leads.sqlite'));
type Row = { flood: string; page: PageLatency; flooder?: { requests: number; statuses: string } };
const rows: Row[] = [];
try {
  await pageLatency(port, page, 3);
  rows.push({ flood: 'none', page: await pageLatency(port, page, seconds) });
  for (const { route } of floods(`http://localhost:${port}`)) {
    const flood = runFlood(port, route, connections, seconds + 2);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const latency = await pageLatency(port, page, seconds);
    const flooded = await flood;
    const statuses = `2xx ${flooded['2xx']}, 4xx ${flooded['4xx']}, 5xx ${flooded['5xx']}, errors ${flooded.errors}`;
    rows.push({ flood: route, page: latency, flooder: { requests: flooded.requests.total, statuses } });
    console.log(`${route}: page p50 ${latency.p50} ms, p95 ${latency.p95} ms (${flooded.requests.total} flood requests: ${statuses})`);
  }
} finally {
  await site.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}

console.log(`\n| flood (${connections} client${connections === 1 ? '' : 's'}) | page p50 ms | page p95 ms | page max ms | flood requests | flood answers |`);
console.log('|---|---|---|---|---|---|');
for (const row of rows) {
  console.log(`| ${row.flood} | ${row.page.p50} | ${row.page.p95} | ${row.page.max} | ${row.flooder?.requests ?? ''} | ${row.flooder?.statuses ?? ''} |`);
}
fs.writeFileSync(values.out, `${JSON.stringify({ date: new Date().toISOString(), machine: machine(), page, seconds, connections, rows }, null, 2)}\n`);
