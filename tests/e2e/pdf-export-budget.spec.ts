import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DOC_EXPORT_MAX_CHARS } from '../../schemas/document';
import { send, type Sent } from '../../scripts/load-held/http-send';
import { startIsolatedServer, type IsolatedServer } from './support/isolated-server';

/**
 * The PDF export's budget, seen from outside: the biggest document the export takes, in the Markdown
 * shape that costs most to parse (block quotes: quadratic), is set off the event loop, so cached pages
 * keep answering at once while it runs, and it is stopped at its time budget with a message.
 */
test.skip(({ isMobile }) => isMobile, 'server behaviour, no browser: run once');

const PORT = 3121;
const HOST = `localhost:${PORT}`;
/** Its own copy of the build: its pages, rendered from other fixtures, stay out of the page cache the main e2e server reads. */
const DOC_ID = 21101;
const EXPORT_PATH = `/api/portal/v1/help-doc/document/pdf/${DOC_ID}`;
/** "> a\n\n" repeated: 56 KB of it kept the event loop for 12 s before the export moved to a worker. */
const HEAVIEST = '> a\n\n'.repeat(DOC_EXPORT_MAX_CHARS / 5);

/** The repository's fixtures with document 21101 (Chinese) replaced by the heaviest content allowed. */
function heavyFixtures(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-budget-'));
  fs.cpSync('fixtures', dir, { recursive: true });
  const file = path.join(dir, 'ZH_CN/docs/documents', `${DOC_ID}.json`);
  const doc: Record<string, unknown> = JSON.parse(fs.readFileSync(file, 'utf8'));
  fs.writeFileSync(file, JSON.stringify({ ...doc, content: HEAVIEST }));
  return dir;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** How long the cached home page takes, request after request 100 ms apart, until `stop()` or `most` requests. */
async function cachedHomeTimes(stop: () => boolean, most: number): Promise<number[]> {
  const times: number[] = [];
  while (!stop() && times.length < most) {
    const page = await send({ port: PORT, host: HOST, path: '/' });
    expect(page.status).toBe(200);
    times.push(page.ms);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return times;
}

test.describe('a PDF export at the size limit', { tag: '@slow' }, () => {
  // The hook copies a build and starts a server (up to three minutes on a busy machine), then the test runs.
  test.describe.configure({ timeout: 300_000 });
  let server: IsolatedServer | undefined;
  let fixtures = '';

  // Its own copy of the build: its pages, rendered from other fixtures, stay out of the page cache the main e2e server reads.
  test.beforeAll(async () => {
    fixtures = heavyFixtures();
    server = await startIsolatedServer(PORT, { CMS_FIXTURES_DIR: fixtures });
  });

  test.afterAll(() => {
    // SIGKILL: a server whose event loop a regression blocked would not act on SIGTERM.
    server?.stop('SIGKILL');
    fs.rmSync(fixtures, { recursive: true, force: true });
  });

  test('runs beside cached pages, which keep answering at once, and stops at its budget with a message', async () => {
    // Rendered once, so every later request is a cache hit.
    await expect.poll(async () => (await send({ port: PORT, host: HOST, path: '/' })).headers['x-nextjs-cache']).toBe('HIT');

    const baseline = await cachedHomeTimes(() => false, 10);
    const exported = send({
      port: PORT,
      host: HOST,
      method: 'POST',
      path: EXPORT_PATH,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ content: HEAVIEST, updateTime: '2026-03-02 10:00:00' }),
    });
    let done: Sent | undefined;
    void exported.then((answer) => (done = answer));
    // Measured once the export is running: receiving and checking its 400 KB body is ordinary request work,
    // done before the worker starts (under CI load the first page beside it once took 142 ms).
    await new Promise((resolve) => setTimeout(resolve, 500));
    const samples = await cachedHomeTimes(() => done !== undefined, 100);
    const answer = await exported;

    expect(samples.length, 'the export ran long enough to be measured beside').toBeGreaterThan(20);
    // A blocked event loop held every page for seconds (12 s before the worker). On a busy two-core run the worker
    // competes for the CPU, so single pages beside it have taken 700 ms, and the typical one is measured against the
    // same page just before the export (141 ms beside it once, with the machine's load at 15).
    const seen = `cached home page before the export, ms: ${baseline.map(Math.round).join(' ')}; while exporting: ${samples.map(Math.round).join(' ')}`;
    expect(median(samples), seen).toBeLessThan(Math.max(100, 4 * median(baseline)));
    expect(Math.max(...samples), seen).toBeLessThan(2_000);
    expect(answer.status).toBe(503);
    expect(JSON.parse(answer.text)).toMatchObject({ code: '50300001', message: '该文档过大，无法导出为 PDF' });
    expect(answer.ms, 'stopped at the 15 s budget, not left to run').toBeLessThan(20_000);
  });
});
