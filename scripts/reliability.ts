import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { z } from 'zod';
import { toCompatibilityPayload, toContactPayload, toInvestmentPayload, toPartnershipPayload } from '../schemas/forms';
import type { LanguageCode } from '../schemas/locale';
import { proofChallengeSchema } from '../schemas/proof-of-work';
import { solveProofChallenge } from '../cms/proof-of-work/solve-challenge';

/**
 * `npm run reliability`: the embedded CMS alone behind a small Node HTTP server, 200 concurrent
 * lead submissions, each with a captcha fetched the way a browser does (image with a cookie jar,
 * answer through the test hook), the server killed (SIGKILL) and restarted mid-run, failed requests
 * retried with the same Idempotency-Key; then the database is counted. Exits 1 on a lost or
 * duplicated lead. `--serve <port>` is the server half, started by the script itself.
 */
const { values } = parseArgs({
  options: {
    serve: { type: 'string' },
    submissions: { type: 'string', default: '200' },
    port: { type: 'string', default: '3199' },
    'kill-after': { type: 'string', default: '60' },
    /** The server drops the answer of every n-th accepted submission after storing it (0: never). */
    'drop-every': { type: 'string', default: '10' },
    keep: { type: 'boolean', default: false },
  },
});

// ---- server half ----

async function serve(port: number, dropEvery: number): Promise<void> {
  const { handleCmsRequest } = await import('../cms/handler');
  let stored = 0;
  const server = http.createServer(async (req, res) => {
    const url = `http://${req.headers.host ?? `localhost:${port}`}${req.url ?? '/'}`;
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string') headers.set(name, value);
      else if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(Buffer.from(chunk));
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const request = new Request(url, { method: req.method, headers, body: hasBody ? Buffer.concat(chunks) : undefined });
    handleCmsRequest(request, { remoteAddress: req.socket.remoteAddress })
      .then(async (response) => {
        const body = Buffer.from(await response.arrayBuffer());
        // A lost answer after the commit: the client can only retry, and must not store the lead twice.
        if (req.method === 'POST' && response.status === 200 && dropEvery > 0 && ++stored % dropEvery === 0) {
          req.socket.destroy();
          return;
        }
        const out: Record<string, string | string[]> = {};
        response.headers.forEach((value, name) => {
          out[name] = value;
        });
        const cookies = response.headers.getSetCookie();
        if (cookies.length > 0) out['set-cookie'] = cookies;
        res.writeHead(response.status, out);
        res.end(body);
      })
      .catch((error: unknown) => {
        res.writeHead(500).end(String(error));
      });
  });
  server.listen(port, '127.0.0.1', () => process.stdout.write('ready\n'));
}

// ---- driver half ----

type Server = { child: ChildProcess; ready: Promise<void> };

function startServer(port: number, env: NodeJS.ProcessEnv): Server {
  const args = ['--import', 'tsx', path.join('scripts', 'reliability.ts'), '--serve', String(port), '--drop-every', values['drop-every']];
  const child = spawn(process.execPath, args, {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`server exited early (${code})`)));
  });
  return { child, ready };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The server refuses a form sent within 3 s of its first image (cms/forms/fill-time.ts MIN_FILL_MS); people take longer. */
const FILL_MS = 3_500;

const envelopeSchema = z.object({ code: z.string(), message: z.string(), data: z.unknown() });
const receiptSchema = z.object({ id: z.string(), receivedAt: z.string() });
const hookSchema = z.object({ code: z.string() });

type Stats = {
  requests: number;
  networkErrors: number;
  serverErrors: number;
  postRetries: number;
  captchaRefetches: number;
  rejected: string[];
  latencies: number[];
};

type Visitor = {
  index: number;
  locale: LanguageCode;
  address: string;
  cookie?: string;
};

type Submission = { path: string; body: Record<string, unknown> };

/** Five kinds of lead, both languages, each unique by its name. */
function submissionFor(visitor: Visitor, verifyCode: string, startedAt: number, proofOfWork: string): Submission {
  const n = visitor.index;
  const extras = { startedAt, proofOfWork };
  const zh = visitor.locale === 'ZH_CN';
  const name = `${zh ? '测试' : 'Tester'}${n}`;
  switch (n % 4) {
    case 0: {
      const values = {
        name,
        firstName: `First${n}`,
        lastName: `Last${n}`,
        companyName: `Company ${n}`,
        mobile: zh ? '13800138000' : '+1 (555) 010-0000',
        verifyCode,
      };
      return { path: '/contact', body: toContactPayload(values, visitor.locale, extras) };
    }
    case 1: {
      const values = {
        companyName: `Partner ${n}`,
        name,
        mobile: zh ? '021-12345678' : '+44 20 7946 0000',
        email: `p${n}@example.com`,
        cooperationType: 'technology' as const,
        industry: 'finance' as const,
        content: `message ${n}`,
        verifyCode,
      };
      return { path: '/contact', body: toPartnershipPayload(values, visitor.locale, extras) };
    }
    case 2: {
      const values = {
        name,
        companyName: `Vendor ${n}`,
        mobile: zh ? '13912345678' : '555 0100',
        website: `https://vendor${n}.example.com`,
        productName: `Product ${n}`,
        productType: 'database',
        applyArea: 'finance',
        demand: '',
        verifyCode,
      };
      return { path: '/compatibility_apply', body: toCompatibilityPayload(values, visitor.locale, extras) };
    }
    default: {
      const values = {
        investorType: 'institutional' as const,
        institutionName: `Fund ${n}`,
        name,
        mobile: '13700137000',
        email: `i${n}@example.com`,
        landline: '',
        visitorCount: 1 + (n % 50),
        note: '',
        verifyCode,
      };
      return { path: '/contact/investment', body: toInvestmentPayload(values, visitor.locale, extras) };
    }
  }
}

async function main(): Promise<void> {
  const total = Number(values.submissions);
  const port = Number(values.port);
  const killAfter = Number(values['kill-after']);
  const base = `http://localhost:${port}/api/portal/v1`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-reliability-'));
  const databasePath = path.join(dir, 'leads.sqlite');
  // Every simulated browser has its own address (X-Forwarded-For through one trusted proxy), as 200 real ones would.
  // Proofs of work at cost 1: this run measures durability, not the CPU a lead costs (docs/forms.md has that).
  const env = { ...process.env, CMS_DATABASE_PATH: databasePath, CMS_CAPTCHA_TEST_HOOK: '1', CMS_TRUSTED_PROXIES: '1', CMS_PROOF_OF_WORK_COST: '1' };
  const stats: Stats = { requests: 0, networkErrors: 0, serverErrors: 0, postRetries: 0, captchaRefetches: 0, rejected: [], latencies: [] };

  let server = startServer(port, env);
  await server.ready;
  let restarts = 0;
  let accepted = 0;
  let restarting: Promise<void> | undefined;

  async function restart(): Promise<void> {
    const dying = server.child;
    const exited = new Promise((resolve) => dying.once('exit', resolve));
    dying.kill('SIGKILL');
    await exited;
    restarts += 1;
    server = startServer(port, env);
    await server.ready;
  }

  /** One HTTP exchange; undefined when the connection failed or the server answered 5xx. */
  async function call(visitor: Visitor, url: string, init: RequestInit = {}): Promise<{ status: number; text: string; cookie?: string } | undefined> {
    const headers = new Headers(init.headers);
    headers.set('x-forwarded-for', visitor.address);
    if (visitor.cookie) headers.set('cookie', visitor.cookie);
    stats.requests += 1;
    const started = performance.now();
    try {
      const response = await fetch(url, { ...init, headers, signal: AbortSignal.timeout(20_000) });
      const text = await response.text();
      stats.latencies.push(performance.now() - started);
      if (response.status >= 500) {
        stats.serverErrors += 1;
        return undefined;
      }
      const cookie = response.headers.getSetCookie()[0]?.split(';')[0];
      return { status: response.status, text, cookie };
    } catch {
      stats.networkErrors += 1;
      return undefined;
    }
  }

  async function captchaFor(visitor: Visitor): Promise<string> {
    for (let attempt = 0; ; attempt += 1) {
      if (attempt > 0) {
        stats.captchaRefetches += 1;
        await sleep(Math.min(50 * 2 ** attempt, 1000));
      }
      const image = await call(visitor, `${base}/picture-code?pictureType=us&lang=${visitor.locale}&t=${Math.random()}`);
      if (!image || image.status !== 200) continue;
      if (image.cookie) visitor.cookie = image.cookie;
      const hook = await call(visitor, `${base}/picture-code/test-answer?lang=${visitor.locale}`);
      if (!hook || hook.status !== 200) continue;
      return hookSchema.parse(envelopeSchema.parse(JSON.parse(hook.text)).data).code;
    }
  }

  type Result = { key: string; id: string; name: string; retried: boolean; replayed: boolean } | undefined;

  /** A solved proof of work, as the form solves one while the visitor types. */
  async function proofFor(visitor: Visitor): Promise<string> {
    for (;;) {
      const answer = await call(visitor, `${base}/proof-of-work?lang=${visitor.locale}`);
      if (answer?.status === 200) return solveProofChallenge(proofChallengeSchema.parse(envelopeSchema.parse(JSON.parse(answer.text)).data));
      await sleep(100);
    }
  }

  async function submit(visitor: Visitor): Promise<Result> {
    const code = await captchaFor(visitor);
    const [proof] = await Promise.all([proofFor(visitor), sleep(FILL_MS)]);
    const { path: route, body } = submissionFor(visitor, code, Date.now() - FILL_MS, proof);
    const key = randomUUID();
    const init = {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://localhost:${port}`, 'idempotency-key': key },
      body: JSON.stringify({ ...body, lang: visitor.locale }),
    };
    for (let attempt = 0; attempt < 40; attempt += 1) {
      if (attempt > 0) {
        stats.postRetries += 1;
        await sleep(Math.min(50 * 2 ** attempt, 1000));
      }
      const sentAt = Date.now();
      const answer = await call(visitor, `${base}${route}`, init);
      if (!answer) continue;
      const envelope = envelopeSchema.parse(JSON.parse(answer.text));
      if (envelope.code !== '0') {
        stats.rejected.push(`${visitor.index}: ${answer.status} ${envelope.code} ${envelope.message}`);
        return undefined;
      }
      accepted += 1;
      if (accepted === killAfter && restarts === 0) restarting = restart();
      const receipt = receiptSchema.parse(envelope.data);
      // A receipt older than this attempt was stored by an earlier one whose answer was lost.
      const replayed = Date.parse(receipt.receivedAt) < sentAt;
      return { key, id: receipt.id, name: String(body.name), retried: attempt > 0, replayed };
    }
    stats.rejected.push(`${visitor.index}: gave up after 40 attempts`);
    return undefined;
  }

  const visitors: Visitor[] = Array.from({ length: total }, (_, index) => ({
    index,
    locale: index % 2 === 0 ? 'ZH_CN' : 'EN_US',
    address: `10.${Math.floor(index / 250)}.${index % 250}.1`,
  }));
  const started = performance.now();
  const results = await Promise.all(visitors.map(submit));
  const seconds = (performance.now() - started) / 1000;
  await restarting;
  server.child.kill('SIGTERM');

  const receipts = results.filter((r): r is NonNullable<Result> => r !== undefined);
  const db = new Database(databasePath, { readonly: true });
  const rows = z
    .array(z.object({ id: z.string(), idempotency_key: z.string(), name: z.string().nullable() }))
    .parse(db.prepare("SELECT id, idempotency_key, json_extract(fields, '$.name') AS name FROM leads").all());
  db.close();
  const byId = new Set(rows.map((row) => row.id));
  const lost = receipts.filter((r) => !byId.has(r.id)).length;
  const names = rows.map((row) => row.name ?? '');
  const duplicates = rows.length - new Set(names).size + (rows.length - new Set(rows.map((row) => row.idempotency_key)).size);
  const unclaimed = rows.length - receipts.length;
  const retried = receipts.filter((r) => r.retried).length;
  const replayed = receipts.filter((r) => r.replayed).length;
  const sorted = [...stats.latencies].sort((a, b) => a - b);
  const pct = (p: number) => (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0).toFixed(1);

  const figures = {
    submissions: total,
    accepted: receipts.length,
    rejected: stats.rejected.length,
    'rows in database': rows.length,
    lost,
    duplicates,
    'rows without a receipt': unclaimed,
    'server restarts (SIGKILL mid-run)': restarts,
    'HTTP requests': stats.requests,
    'connection failures': stats.networkErrors,
    '5xx answers': stats.serverErrors,
    'captcha fetch retries': stats.captchaRefetches,
    'submission retries': stats.postRetries,
    'answers dropped after storing': `every ${values['drop-every']}th`,
    'accepted only after a retry': retried,
    '  answered with the earlier receipt': replayed,
    'latency p50 / p95 / max (ms)': `${pct(50)} / ${pct(95)} / ${(sorted.at(-1) ?? 0).toFixed(1)}`,
    'wall time (s)': seconds.toFixed(2),
  };
  for (const [label, value] of Object.entries(figures)) console.log(`${label.padEnd(36)} ${value}`);
  for (const line of stats.rejected.slice(0, 10)) console.log(`rejected ${line}`);
  if (values.keep) console.log(`database kept at ${databasePath}`);
  else fs.rmSync(dir, { recursive: true, force: true });

  const ok = lost === 0 && duplicates === 0 && unclaimed === 0 && receipts.length === total && restarts === 1;
  console.log(ok ? 'OK: every accepted submission is stored exactly once' : 'FAILED');
  process.exitCode = ok ? 0 : 1;
}

if (values.serve) {
  void serve(Number(values.serve), Number(values['drop-every']));
} else {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
