import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from '../bench/free-port';
import { storedLeadIds } from './load-held/count-leads';
import { send } from './load-held/http-send';
import { hostsOn, PAGES } from './load-held/page-mix';
import { figuresOf, held, printFigures, writeFigures } from './load-held/report';
import { runCannon } from './load-held/run-cannon';
import { buildSite, DIST_DIR, startSite } from './load-held/site-server';
import { submitContactForm } from './load-held/submitter';

/**
 * `npm run bench:load`: a production build in its own folder, `next start` on the embedded CMS with a
 * throwaway SQLite file, 100 connections for 60 s across the page mix on both hosts, and meanwhile 20
 * people sending the contact form at once. Exits 1 on any 5xx, request without an answer, or lost lead.
 * `--skip-build` reuses the last build in .next-load.
 */
const { values } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    connections: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '60' },
    submissions: { type: 'string', default: '20' },
    /** When the submitters start, in seconds after the load. */
    'submit-after': { type: 'string', default: '15' },
    out: { type: 'string', default: path.join('bench', 'load-held.json') },
  },
});
const connections = Number(values.connections);
const seconds = Number(values.seconds);
const submissionCount = Number(values.submissions);

if (!values['skip-build']) {
  console.log(`building into ${DIST_DIR} ...`);
  await buildSite();
}
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'load-held-'));
const databasePath = path.join(dir, 'leads.sqlite');
const port = await freePort(3198);
const site = await startSite(port, databasePath);
try {
  // Every page answers before the load: a page that fails here would only add noise to the figures.
  for (const host of hostsOn(port)) {
    for (const page of PAGES) {
      const answer = await send({ port, host, path: page });
      if (answer.status !== 200) throw new Error(`${host}${page} answered ${answer.status} before the load`);
    }
  }
  console.log(
    `loading http://127.0.0.1:${port} (process group ${site.pid}): ${connections} connections for ${seconds} s, ${submissionCount} submissions after ${values['submit-after']} s`,
  );
  const load = runCannon(port, connections, seconds);
  await new Promise((resolve) => setTimeout(resolve, Number(values['submit-after']) * 1000));
  const submissions = await Promise.all(Array.from({ length: submissionCount }, (_, index) => submitContactForm(port, index)));
  const figures = figuresOf(await load, submissions, storedLeadIds(databasePath), { connections, seconds });
  printFigures(figures);
  writeFigures(values.out, figures);
  console.log(held(figures) ? 'HELD: no 5xx, every request answered, every submission stored' : 'FAILED');
  process.exitCode = held(figures) ? 0 : 1;
} finally {
  await site.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
