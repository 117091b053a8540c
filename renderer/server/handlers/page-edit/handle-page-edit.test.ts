import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { editPage, readEditablePage } from '@/cms/editing/edit-page';
import { MAX_EDIT_BODY_BYTES } from '@/schemas/request-limits';
import { handlePageEdit, handlePageEditRead, type PageEditDeps } from './handle-page-edit';

/** A private copy of the fixtures: the accepted save writes to it, never to the repository's. */
let root: string;
let fixturesDir: string;
const productFile = () => path.join(fixturesDir, 'ZH_CN/details/product/container-cloud.json');

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'edit-handler-'));
  fixturesDir = path.join(root, 'fixtures');
  fs.cpSync('fixtures', fixturesDir, { recursive: true });
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const SITE = 'http://localhost:3000';
const URL_ = `${SITE}/api/preview/edit`;

function deps(overrides: Partial<PageEditDeps> = {}): PageEditDeps {
  return {
    editing: true,
    previewStatus: async () => ({ state: 'on', maskedToken: '••••oken' }),
    siteOrigins: async () => [SITE, 'http://en.localhost:3000'],
    read: (locale, page) => readEditablePage(locale, page, { fixturesDir }),
    edit: (request, validate) => editPage(request, validate, { fixturesDir }),
    ...overrides,
  };
}

const post = (body: unknown, headers: Record<string, string> = {}) =>
  new Request(URL_, {
    method: 'POST',
    headers: { origin: SITE, 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const get = (query: string, headers: Record<string, string> = {}) => new Request(`${URL_}?${query}`, { headers });

async function versionOfProduct(): Promise<string> {
  const page = await readEditablePage('ZH_CN', { kind: 'product', id: 1104 }, { fixturesDir });
  return page?.version ?? '';
}

async function cardsDetails(): Promise<Record<string, unknown>> {
  const page = await readEditablePage('ZH_CN', { kind: 'product', id: 1104 }, { fixturesDir });
  const details = page?.modules.find((module) => module.id === 'm-1104-2')?.details;
  if (typeof details !== 'object') throw new Error('the feature cards are missing');
  return details;
}

const change = (version: string, body: object) => ({ page: 'product:1104', locale: 'ZH_CN', version, change: body });

describe('who may edit', () => {
  it.each<[string, Partial<PageEditDeps>]>([
    ['with editing off (or an external CMS)', { editing: false }],
    ['to a visitor', { previewStatus: async () => ({ state: 'off' }) }],
    ['to a refused token', { previewStatus: async () => ({ state: 'rejected', maskedToken: '••••nope', waitSeconds: 0 }) }],
  ])('answers 403 %s, reading and writing nothing', async (_who, overrides) => {
    const edit = vi.fn<PageEditDeps['edit']>();
    const read = vi.fn<PageEditDeps['read']>();
    const before = fs.readFileSync(productFile(), 'utf8');
    const written = await handlePageEdit(post(change(await versionOfProduct(), { op: 'remove', moduleId: 'm-1104-1' })), deps({ ...overrides, edit }));
    const readAnswer = await handlePageEditRead(get('page=product:1104&locale=ZH_CN'), deps({ ...overrides, read }));
    for (const answer of [written, readAnswer]) {
      expect(answer.status).toBe(403);
      expect(await answer.json()).toEqual({ error: 'forbidden' });
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
    expect(edit).not.toHaveBeenCalled();
    expect(read).not.toHaveBeenCalled();
    expect(fs.readFileSync(productFile(), 'utf8')).toBe(before);
  });

  it('refuses a POST from another origin, and one that names none', async () => {
    const previewStatus = vi.fn<PageEditDeps['previewStatus']>(async () => ({ state: 'on', maskedToken: '••••oken' }));
    const body = change(await versionOfProduct(), { op: 'remove', moduleId: 'm-1104-1' });
    expect((await handlePageEdit(post(body, { origin: 'https://evil.example' }), deps({ previewStatus }))).status).toBe(403);
    expect((await handlePageEdit(post(body, { origin: 'http://localhost:4000' }), deps({ previewStatus }))).status).toBe(403);
    const noOrigin = new Request(URL_, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await handlePageEdit(noOrigin, deps({ previewStatus }))).status).toBe(403);
    expect(previewStatus).not.toHaveBeenCalled();
  });

  it('reads for a previewer with no Origin or the site’s own, not another site’s', async () => {
    expect((await handlePageEditRead(get('page=product:1104&locale=ZH_CN'), deps())).status).toBe(200);
    expect((await handlePageEditRead(get('page=product:1104&locale=ZH_CN', { origin: 'http://en.localhost:3000' }), deps())).status).toBe(200);
    expect((await handlePageEditRead(get('page=product:1104&locale=ZH_CN', { origin: 'https://evil.example' }), deps())).status).toBe(403);
  });
});

describe('GET', () => {
  it('answers the modules as stored and the version', async () => {
    const answer = await handlePageEditRead(get('page=product:1104&locale=ZH_CN'), deps());
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const body = await answer.json();
    expect(body.version).toBe(await versionOfProduct());
    expect(body.modules[1]).toMatchObject({ id: 'm-1104-2', type: 'feature-cards', name: expect.any(String), details: { columns: 4 } });
  });

  it.each([
    'page=product:../../x&locale=ZH_CN',
    'page=page:../CAREER&locale=ZH_CN',
    'page=page:a/b&locale=ZH_CN',
    'page=product:1104&locale=JA_JP',
    'page=product:1104',
  ])('refuses %s as malformed', async (query) => {
    expect((await handlePageEditRead(get(query), deps())).status).toBe(400);
  });

  it('answers 404 for a page the fixtures do not hold', async () => {
    expect((await handlePageEditRead(get('page=product:9999&locale=ZH_CN'), deps())).status).toBe(404);
    expect((await handlePageEditRead(get('page=page:NOPE&locale=EN_US'), deps())).status).toBe(404);
  });
});

describe('POST', () => {
  it.each<[string, string | object, Record<string, string>?]>([
    ['not JSON', '{"page": '],
    ['not sent as JSON', '{}', { 'content-type': 'text/plain' }],
    ['a page that leaves the fixtures folder', { ...change('v', { op: 'remove', moduleId: 'x' }), page: 'product:../../x' }],
    ['a module page named with slashes', { ...change('v', { op: 'remove', moduleId: 'x' }), page: 'page:../../etc/passwd' }],
    ['an unknown operation', change('v', { op: 'rename', moduleId: 'x' })],
    ['a change with a field too many', change('v', { op: 'remove', moduleId: 'x', also: 1 })],
    ['details that are not an object', change('v', { op: 'update', moduleId: 'x', details: '{}' })],
    ['no version', { page: 'product:1104', locale: 'ZH_CN', change: { op: 'remove', moduleId: 'x' } }],
  ])('refuses %s with 400', async (_what, body, headers) => {
    const edit = vi.fn<PageEditDeps['edit']>();
    const answer = await handlePageEdit(post(body, headers), deps({ edit }));
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ error: 'malformed', message: expect.any(String) });
    expect(edit).not.toHaveBeenCalled();
  });

  it('refuses a body declared over the cap with 413 before reading it', async () => {
    const edit = vi.fn<PageEditDeps['edit']>();
    const answer = await handlePageEdit(post('x'.repeat(2 * 1024 * 1024)), deps({ edit }));
    expect(answer.status).toBe(413);
    expect(await answer.json()).toMatchObject({ error: 'too-large' });
    expect(edit).not.toHaveBeenCalled();
  });

  it('stops reading an endless body past the cap', async () => {
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 64 * 1024;
        controller.enqueue(new Uint8Array(64 * 1024).fill(0x20));
      },
    });
    // Node needs `duplex` for a streamed body; the DOM typings do not know it, so it goes in as a plain object.
    const init = { method: 'POST', headers: { origin: SITE, 'content-type': 'application/json' }, body: endless, duplex: 'half' };
    const request = new Request(URL_, init);
    expect((await handlePageEdit(request, deps())).status).toBe(413);
    // What is past the cap is dropped, a few megabytes at most, never read to its end.
    expect(sent).toBeGreaterThan(MAX_EDIT_BODY_BYTES);
    expect(sent).toBeLessThan(MAX_EDIT_BODY_BYTES + 5 * 1024 * 1024);
  });

  it('checks details with the module’s contract first: 422 with the field paths, and the file untouched', async () => {
    const before = fs.readFileSync(productFile(), 'utf8');
    const details = await cardsDetails();
    const answer = await handlePageEdit(
      post(change(await versionOfProduct(), { op: 'update', moduleId: 'm-1104-2', details: { ...details, columns: 5, cards: [{ title: '', desc: 'x' }] } })),
      deps(),
    );
    expect(answer.status).toBe(422);
    const body = await answer.json();
    expect(body.error).toBe('invalid');
    expect(body.issues.map((issue: { path: string }) => issue.path).sort()).toEqual(['cards.0.title', 'columns']);
    expect(fs.readFileSync(productFile(), 'utf8')).toBe(before);
  });

  it('refuses an unknown module type and text details with one issue for the whole value', async () => {
    const version = await versionOfProduct();
    const unknown = await handlePageEdit(post(change(version, { op: 'add', type: 'marquee', details: {}, afterModuleId: null })), deps());
    expect(unknown.status).toBe(422);
    expect((await unknown.json()).issues).toEqual([{ path: '', message: expect.stringContaining('marquee') }]);
    const text = await readEditablePage('ZH_CN', { kind: 'product', id: 1902 }, { fixturesDir });
    const broken = await handlePageEdit(
      post({ page: 'product:1902', locale: 'ZH_CN', version: text?.version, change: { op: 'update', moduleId: 'm-1902-2', details: { content: 'x' } } }),
      deps(),
    );
    expect(broken.status).toBe(422);
    expect((await broken.json()).issues).toEqual([{ path: '', message: expect.any(String) }]);
  });

  it('answers 404 for a module the page lacks, 409 with the newer content for an old version', async () => {
    const version = await versionOfProduct();
    expect((await handlePageEdit(post(change(version, { op: 'remove', moduleId: 'm-none' })), deps())).status).toBe(404);
    const stale = await handlePageEdit(post(change('0'.repeat(64), { op: 'remove', moduleId: 'm-1104-1' })), deps());
    expect(stale.status).toBe(409);
    const body = await stale.json();
    expect(body).toMatchObject({ error: 'stale', version });
    expect(body.modules).toHaveLength(7);
  });

  it('answers 503 with a retry-after when another process keeps the page locked, so the form can say to send again', async () => {
    const answer = await handlePageEdit(post(change('v1', { op: 'remove', moduleId: 'm-1104-1' })), deps({ edit: async () => ({ outcome: 'busy' }) }));
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('1');
    expect(await answer.json()).toMatchObject({ error: 'busy', message: expect.stringContaining('send the change again') });
  });

  it('names an added module after its contract unless the editor named it', async () => {
    const edit = vi.fn<PageEditDeps['edit']>(async () => ({ outcome: 'saved', version: 'v2', moduleId: 'rich-text-0a1b2c3d' }));
    const add = { op: 'add', type: 'rich-text', details: { content: 'x' }, afterModuleId: 'm-1104-1' };
    const answer = await handlePageEdit(post(change('v1', add)), deps({ edit }));
    expect(await answer.json()).toEqual({ version: 'v2', moduleId: 'rich-text-0a1b2c3d' });
    expect(edit.mock.calls[0]?.[0].change).toMatchObject({ op: 'add', name: 'Rich text' });
  });

  it('saves a valid change and answers the new version', async () => {
    const details = await cardsDetails();
    const answer = await handlePageEdit(
      post(change(await versionOfProduct(), { op: 'update', moduleId: 'm-1104-2', details: { ...details, title: '容器云的六个理由' } })),
      deps(),
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual({ version: await versionOfProduct() });
    expect((await cardsDetails()).title).toBe('容器云的六个理由');
  });
});
