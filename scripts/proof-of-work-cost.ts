import { pbkdf2Sync } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { createChallenge, solveChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { readCmsConfig } from '../cms/config';
import { PROOF_POLICY } from '../cms/proof-of-work/proof-policy';

// What one lead's proof of work costs at CMS_PROOF_OF_WORK_COST: solved in Node (what a spam script would
// run) and in headless Chromium (what a visitor's browser runs, Web Crypto), and verified by the CMS.
// `npx tsx scripts/proof-of-work-cost.ts [--count 30] [--port 4290]`; docs/forms.md has the figures.

const { values } = parseArgs({ options: { count: { type: 'string', default: '30' }, port: { type: 'string', default: '4290' } } });
const count = Number(values.count);
const cost = readCmsConfig().proofOfWorkCost;
const SECRET = 'proof-of-work-cost';
const ALTCHA_DIST = path.resolve('node_modules/altcha-lib/dist/esm/v2');
const CHROMIUM = '/usr/bin/chromium';

const challenges = (): Promise<Challenge[]> =>
  Promise.all(
    Array.from({ length: count }, () =>
      createChallenge({
        algorithm: PROOF_POLICY.algorithm,
        cost,
        deriveKey,
        keyPrefix: PROOF_POLICY.keyPrefix,
        expiresAt: Math.floor(Date.now() / 1000) + 3600,
        hmacSignatureSecret: SECRET,
      }),
    ),
  );

function summary(label: string, ms: number[]): string {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const mean = ms.reduce((a, b) => a + b, 0) / ms.length;
  return `| ${label} | ${mean.toFixed(0)} | ${at(0.5).toFixed(0)} | ${at(0.95).toFixed(0)} |`;
}

/** A tuned script's derivation: synchronous PBKDF2, no thread-pool hop per attempt. */
const deriveKeySync: typeof deriveKey = async ({ cost: iterations, keyLength = 32 }, salt, password) => ({
  derivedKey: pbkdf2Sync(password, salt, iterations, keyLength, 'sha256'),
});

async function inNode(): Promise<{ solve: number[]; tuned: number[]; verify: number[] }> {
  const solve: number[] = [];
  const tuned: number[] = [];
  const verify: number[] = [];
  for (const challenge of await challenges()) {
    const fast = performance.now();
    await solveChallenge({ challenge, deriveKey: deriveKeySync });
    tuned.push(performance.now() - fast);
    const started = performance.now();
    const solution = await solveChallenge({ challenge, deriveKey });
    solve.push(performance.now() - started);
    if (!solution) throw new Error('not solved');
    const checked = performance.now();
    if (!(await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: SECRET })).verified) throw new Error('not verified');
    verify.push(performance.now() - checked);
  }
  return { solve, tuned, verify };
}

/** Serves altcha-lib's browser build and an empty page on loopback: Web Crypto needs a secure context, which http://127.0.0.1 is. */
function serveAltcha(port: number): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const file = path.join(ALTCHA_DIST, path.normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)));
    if (file.startsWith(ALTCHA_DIST) && file.endsWith('.js') && fs.existsSync(file)) {
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(fs.readFileSync(file));
    } else response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>pow</title>');
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

async function inChromium(port: number): Promise<number[]> {
  const server = await serveAltcha(port);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--headless'] });
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}/`);
    // Plain code only in the page (no helper functions: tsx names them with a helper the page lacks).
    return await page.evaluate(
      async ({ list, base }) => {
        // altcha-lib's browser build, served by serveAltcha; `base` keeps TypeScript from resolving the paths.
        const { solveChallenge: solve }: { solveChallenge: typeof solveChallenge } = await import(`${base}index.js`);
        const { deriveKey: derive }: { deriveKey: typeof deriveKey } = await import(`${base}algorithms/web/pbkdf2.js`);
        const times: number[] = [];
        for (const challenge of list) {
          const started = performance.now();
          await solve({ challenge, deriveKey: derive });
          times.push(performance.now() - started);
        }
        return times;
      },
      { list: await challenges(), base: '/' },
    );
  } finally {
    await browser.close();
    server.close();
  }
}

async function main(): Promise<void> {
  console.log(`CMS_PROOF_OF_WORK_COST=${cost}: ${PROOF_POLICY.algorithm}, ${count} challenges, 1 attempt in 256 succeeds\n`);
  console.log('| where | mean ms | median ms | p95 ms |\n|---|---|---|---|');
  const node = await inNode();
  console.log(summary('solve, Node (altcha-lib as shipped)', node.solve));
  console.log(summary('solve, Node (synchronous PBKDF2, one core)', node.tuned));
  console.log(summary('verify, the CMS (one lead)', node.verify));
  if (fs.existsSync(CHROMIUM)) console.log(summary('solve, headless Chromium (one tab)', await inChromium(Number(values.port))));
}

await main();
