import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { send, type Sent } from '../../scripts/load-held/http-send';
import { startIsolatedServer, type IsolatedServer } from './support/isolated-server';

/**
 * Editing in place (docs/preview.md, "Editing") on two servers of its own, each over a private copy of the
 * fixtures (never the repository's): one with CMS_EDITING=1, one a production build without it. Everyone but a
 * previewer of the site's own pages is refused and no fixture changes; a previewer's save lands in the file as a
 * one-line change and reaches the open live-preview streams.
 */
const EDITING_PORT = 3116;
const PLAIN_PORT = 3117;
const ZH = (port: number) => `localhost:${port}`;
const PRODUCT_FILE = 'ZH_CN/details/product/container-cloud.json';
const EDIT_PATH = '/api/preview/edit';
const QUERY = '?page=product:1104&locale=ZH_CN';

/** Every file of a fixtures copy and its hash: byte-identical copies have equal maps. */
function snapshot(dir: string): Record<string, string> {
  const files = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => fs.statSync(path.join(dir, file)).isFile());
  return Object.fromEntries(
    files.sort().map((file) => [
      file,
      createHash('sha256')
        .update(fs.readFileSync(path.join(dir, file)))
        .digest('hex'),
    ]),
  );
}

const cookieHeader = (answer: Sent) => answer.setCookies.map((cookie) => cookie.split(';')[0]).join('; ');

/** The cookies the hand-off gives `token` (none for a token the CMS refuses). */
async function enterPreview(port: number, token = 'dev-preview-token'): Promise<string> {
  const answer = await send({ port, host: ZH(port), path: `/product/container-cloud?ispreview=1&pretoken=${token}` });
  expect(answer.status).toBe(303);
  return cookieHeader(answer);
}

const read = (port: number, headers: Record<string, string>, query = QUERY) => send({ port, host: ZH(port), path: `${EDIT_PATH}${query}`, headers });

const save = (port: number, headers: Record<string, string>, body: string) =>
  send({
    port,
    host: ZH(port),
    method: 'POST',
    path: EDIT_PATH,
    headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), ...headers },
    body,
  });

/** A valid change to the product's hero title at `version`. */
function titleChange(version: string, heroDetails: Record<string, unknown>, title: string): string {
  return JSON.stringify({ page: 'product:1104', locale: 'ZH_CN', version, change: { op: 'update', moduleId: 'm-1104-1', details: { ...heroDetails, title } } });
}

/** Resolves with what a live-preview stream says until it names a change; rejects after `ms`. */
function nextChange(port: number, cookie: string, ms: number): { opened: Promise<void>; changed: Promise<string> } {
  let opened!: () => void;
  const open = new Promise<void>((resolve) => (opened = resolve));
  const changed = new Promise<string>((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/api/preview/events', headers: { host: ZH(port), cookie } }, (response) => {
      expect(response.statusCode).toBe(200);
      opened();
      let text = '';
      response.on('data', (chunk: Buffer) => {
        text += chunk.toString('utf8');
        if (text.includes('event: change')) {
          request.destroy();
          resolve(text);
        }
      });
    });
    request.on('error', () => undefined);
    setTimeout(() => {
      request.destroy();
      reject(new Error(`no change within ${ms} ms`));
    }, ms);
  });
  return { opened: open, changed };
}

test.describe('editing in place', () => {
  // The hook copies the build twice and starts two servers (up to three minutes each on a busy machine).
  test.describe.configure({ mode: 'serial', timeout: 400_000 });
  const servers: IsolatedServer[] = [];
  const copies = { editing: '', plain: '' };

  test.beforeAll(async () => {
    for (const key of ['editing', 'plain'] as const) {
      copies[key] = fs.mkdtempSync(path.join(os.tmpdir(), `edit-fixtures-${key}-`));
      fs.cpSync('fixtures', copies[key], { recursive: true });
    }
    const env = (port: number, fixtures: string) => ({
      SITE_URL_PORT: String(port),
      CMS_FIXTURES_DIR: fixtures,
      CMS_PREVIEW_TOKENS: 'dev-preview-token',
      // Loopback is every client here, and one test sends a refused token on purpose.
      CMS_PREVIEW_GUESSES_PER_ADDRESS: '1000',
    });
    // One after the other: each copies the build synchronously, and a server started stays stoppable if the next fails.
    servers.push(await startIsolatedServer(EDITING_PORT, { ...env(EDITING_PORT, copies.editing), CMS_EDITING: '1' }));
    servers.push(await startIsolatedServer(PLAIN_PORT, env(PLAIN_PORT, copies.plain)));
  });

  test.afterAll(() => {
    for (const server of servers) server.stop();
    for (const copy of Object.values(copies)) if (copy) fs.rmSync(copy, { recursive: true, force: true });
  });

  test('a visitor, a refused token, another origin, a page outside the fixtures, a 2 MB body and a production build without CMS_EDITING are refused, and no file changes', async () => {
    const before = { editing: snapshot(copies.editing), plain: snapshot(copies.plain) };
    const own = `http://${ZH(EDITING_PORT)}`;
    const cookie = await enterPreview(EDITING_PORT);
    expect(cookie).toContain('portal_preview=');
    const page = JSON.parse((await read(EDITING_PORT, { cookie })).text);
    const hero = page.modules[0].details;
    const body = titleChange(page.version, hero, 'Refused title');

    // A visitor, and a previewer whose token the CMS refuses (the draft-mode cookie with a wrong token).
    const refused = cookie.replace(/portal_preview=[^;]+/, 'portal_preview=not-a-token');
    const strangers: Record<string, string>[] = [{ origin: own }, { origin: own, cookie: refused }];
    for (const headers of strangers) {
      expect((await read(EDITING_PORT, headers)).status).toBe(403);
      const answer = await save(EDITING_PORT, headers, body);
      expect(answer.status).toBe(403);
      expect(JSON.parse(answer.text)).toEqual({ error: 'forbidden' });
      expect(answer.headers['cache-control']).toBe('no-store');
    }
    // Another site's page, and a POST that names no origin.
    expect((await save(EDITING_PORT, { cookie, origin: 'https://evil.example' }, body)).status).toBe(403);
    expect((await save(EDITING_PORT, { cookie, origin: `http://${ZH(4000)}` }, body)).status).toBe(403);
    expect((await save(EDITING_PORT, { cookie }, body)).status).toBe(403);
    // Pages named to leave the fixtures folder.
    for (const query of ['?page=product:../../x&locale=ZH_CN', '?page=page:../../site-info&locale=ZH_CN', '?page=product:1104&locale=../ZH_CN']) {
      expect((await read(EDITING_PORT, { cookie }, query)).status, query).toBe(400);
    }
    for (const name of ['product:../../../package', 'page:../../menus', 'page:ZH_CN/home']) {
      const outside = JSON.stringify({ ...JSON.parse(body), page: name });
      expect((await save(EDITING_PORT, { cookie, origin: own }, outside)).status, name).toBe(400);
    }
    // A 2 MB body.
    const large = await save(EDITING_PORT, { cookie, origin: own }, JSON.stringify({ ...JSON.parse(body), padding: 'x'.repeat(2 * 1024 * 1024) }));
    expect(large.status).toBe(413);
    // A production build without the variable, to a previewer of its own pages.
    const plainCookie = await enterPreview(PLAIN_PORT);
    expect((await read(PLAIN_PORT, { cookie: plainCookie })).status).toBe(403);
    const plainSave = await save(PLAIN_PORT, { cookie: plainCookie, origin: `http://${ZH(PLAIN_PORT)}` }, body);
    expect(plainSave.status).toBe(403);

    expect(snapshot(copies.editing)).toEqual(before.editing);
    expect(snapshot(copies.plain)).toEqual(before.plain);
  });

  test('a previewer’s save is one changed line in the fixture, a second save at the old version gets 409, and live preview hears it', async () => {
    const own = `http://${ZH(EDITING_PORT)}`;
    const cookie = await enterPreview(EDITING_PORT);
    const file = path.join(copies.editing, PRODUCT_FILE);
    const original = fs.readFileSync(file, 'utf8');
    const page = JSON.parse((await read(EDITING_PORT, { cookie, origin: own })).text);
    const stream = nextChange(EDITING_PORT, cookie, 30_000);
    await stream.opened;

    const saved = await save(EDITING_PORT, { cookie, origin: own }, titleChange(page.version, page.modules[0].details, '每一次发布都从容'));
    expect(saved.status).toBe(200);
    const { version } = JSON.parse(saved.text);
    expect(version).not.toBe(page.version);

    const written = fs.readFileSync(file, 'utf8');
    const changed = written.split('\n').filter((line, at) => line !== original.split('\n')[at]);
    expect(written.split('\n')).toHaveLength(original.split('\n').length);
    expect(changed).toEqual(['        "title": "每一次发布都从容",']);
    expect(await stream.changed).toContain('event: change');

    const stale = await save(EDITING_PORT, { cookie, origin: own }, titleChange(page.version, page.modules[0].details, 'Too late'));
    expect(stale.status).toBe(409);
    const newer = JSON.parse(stale.text);
    expect(newer).toMatchObject({ error: 'stale', version });
    expect(newer.modules[0]).toMatchObject({ id: 'm-1104-1', details: { title: '每一次发布都从容' } });
    expect(fs.readFileSync(file, 'utf8')).toBe(written);
  });
});
