import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EditRequest, PageChange } from '@/schemas/page-edit';
import type { ValidateDetails } from './apply-change';
import { editPage, readEditablePage } from './edit-page';
import { serializePage } from './page-document';

/** A private copy of the fixtures: these tests write, and the repository's files must never change. */
let root: string;
let fixturesDir: string;
const where = () => ({ fixturesDir });

const PRODUCT = { kind: 'product', id: 1104 } as const;
const productFile = () => path.join(fixturesDir, 'ZH_CN/details/product/container-cloud.json');
const HERO = 'm-1104-1';
const STRING_DETAILS_PAGE = { kind: 'product', id: 1902 } as const;

/** Titles are required, as a module contract would say. */
const needsTitle: ValidateDetails = (_type, details) => (typeof details.title === 'string' ? [] : [{ path: 'title', message: 'Required' }]);

async function current() {
  const page = await readEditablePage('ZH_CN', PRODUCT, where());
  if (!page) throw new Error('the product is missing from the copy');
  return page;
}

async function save(change: PageChange, version?: string, validate = needsTitle) {
  const request: EditRequest = { page: PRODUCT, locale: 'ZH_CN', version: version ?? (await current()).version, change };
  return editPage(request, validate, where());
}

const ids = async () => (await current()).modules.map((module) => module.id);

/** The lines two texts differ in, when they have as many lines; all of them otherwise. */
function changedLines(before: string, after: string): string[] {
  const [old, next] = [before.split('\n'), after.split('\n')];
  if (old.length !== next.length) return next;
  return next.filter((line, at) => line !== old[at]);
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'edit-'));
  fixturesDir = path.join(root, 'fixtures');
  fs.cpSync('fixtures', fixturesDir, { recursive: true });
});

afterEach(() => {
  vi.restoreAllMocks();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('the stored format', () => {
  it('every fixture file is exactly what saving it again writes', () => {
    const files = fs.readdirSync('fixtures', { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.json'));
    expect(files.length).toBeGreaterThan(200);
    for (const file of files) {
      const text = fs.readFileSync(path.join('fixtures', file), 'utf8');
      const data: unknown = JSON.parse(text);
      if (typeof data !== 'object' || data === null || !('moduleViewList' in data) || !Array.isArray(data.moduleViewList)) {
        expect(`${JSON.stringify(data, null, 2)}\n`, file).toBe(text);
        continue;
      }
      expect(serializePage({ ...data }, data.moduleViewList), file).toBe(text);
    }
  });
});

describe('readEditablePage', () => {
  it('gives the modules as stored and a version of the file', async () => {
    const page = await current();
    expect(page.version).toMatch(/^[0-9a-f]{64}$/);
    expect(page.modules[0]).toMatchObject({ id: HERO, type: 'hero-banner', details: { visible: true } });
    const broken = await readEditablePage('ZH_CN', STRING_DETAILS_PAGE, where());
    expect(broken?.modules.find((module) => module.id === 'm-1902-2')?.details).toBeTypeOf('string');
  });

  it('finds module pages by belongType, and knows no page another kind, locale or id names', async () => {
    expect((await readEditablePage('EN_US', { kind: 'page', belongType: 'CAREER' }, where()))?.modules[0]?.id).toBe('career-1');
    expect(await readEditablePage('ZH_CN', { kind: 'page', belongType: 'NOPE' }, where())).toBeUndefined();
    expect(await readEditablePage('ZH_CN', { kind: 'solution', id: 1104 }, where())).toBeUndefined();
    expect(await readEditablePage('ZH_CN', { kind: 'product', id: 9999 }, where())).toBeUndefined();
  });
});

describe('editPage', () => {
  it('a title change is a one-line change of the file, stored as sent', async () => {
    const before = fs.readFileSync(productFile(), 'utf8');
    const hero = (await current()).modules[0];
    if (typeof hero?.details !== 'object') throw new Error('the hero has no details');
    const outcome = await save({ op: 'update', moduleId: HERO, details: { ...hero.details, title: 'Ship every release calmly' } });
    const after = fs.readFileSync(productFile(), 'utf8');
    expect(outcome).toMatchObject({ outcome: 'saved', version: (await current()).version });
    expect(changedLines(before, after)).toEqual(['        "title": "Ship every release calmly",']);
  });

  it('refuses details the contract finds wrong, and writes nothing', async () => {
    const before = fs.readFileSync(productFile(), 'utf8');
    expect(await save({ op: 'update', moduleId: HERO, details: { visible: true } })).toEqual({
      outcome: 'invalid',
      issues: [{ path: 'title', message: 'Required' }],
    });
    expect(fs.readFileSync(productFile(), 'utf8')).toBe(before);
  });

  it('refuses to update or hide a module whose details are stored as text', async () => {
    const page = await readEditablePage('ZH_CN', STRING_DETAILS_PAGE, where());
    const request = (change: PageChange): EditRequest => ({ page: STRING_DETAILS_PAGE, locale: 'ZH_CN', version: page?.version ?? '', change });
    for (const change of [
      { op: 'update', moduleId: 'm-1902-2', details: { title: 'fixed' } },
      { op: 'visible', moduleId: 'm-1902-2', visible: false },
    ] as const) {
      expect(await editPage(request(change), needsTitle, where())).toMatchObject({ outcome: 'invalid', issues: [{ path: '' }] });
    }
  });

  it('hides and shows a module by its visible flag, in place', async () => {
    const before = fs.readFileSync(productFile(), 'utf8');
    expect(await save({ op: 'visible', moduleId: HERO, visible: false })).toMatchObject({ outcome: 'saved' });
    const hidden = fs.readFileSync(productFile(), 'utf8');
    expect(changedLines(before, hidden)).toEqual(['        "visible": false,']);
    expect(await save({ op: 'visible', moduleId: HERO, visible: true })).toMatchObject({ outcome: 'saved' });
    expect(fs.readFileSync(productFile(), 'utf8')).toBe(before);
  });

  it('moves a module up and down, and leaves the first where it is when asked up', async () => {
    const [first, second, ...rest] = await ids();
    expect(await save({ op: 'move', moduleId: HERO, direction: 'down' })).toMatchObject({ outcome: 'saved' });
    expect(await ids()).toEqual([second, first, ...rest]);
    expect(await save({ op: 'move', moduleId: HERO, direction: 'up' })).toMatchObject({ outcome: 'saved' });
    expect(await ids()).toEqual([first, second, ...rest]);
    const unchanged = await current();
    expect(await save({ op: 'move', moduleId: HERO, direction: 'up' })).toEqual({ outcome: 'saved', version: unchanged.version });
    expect(await save({ op: 'move', moduleId: rest.at(-1) ?? '', direction: 'down' })).toEqual({ outcome: 'saved', version: unchanged.version });
  });

  it('removes a module', async () => {
    const [first, ...rest] = await ids();
    expect(await save({ op: 'remove', moduleId: first ?? '' })).toMatchObject({ outcome: 'saved' });
    expect(await ids()).toEqual(rest);
  });

  it('adds a module first or after another, under a new id, checked like an update', async () => {
    const before = await ids();
    const details = { visible: true, title: 'New', content: 'Text' };
    const first = await save({ op: 'add', type: 'rich-text', details, name: 'Added', afterModuleId: null });
    const after = await save({ op: 'add', type: 'rich-text', details, afterModuleId: HERO });
    if (first.outcome !== 'saved' || after.outcome !== 'saved') throw new Error('not saved');
    expect(first.moduleId).toMatch(/^rich-text-[0-9a-f]{8}$/);
    expect(after.moduleId).not.toBe(first.moduleId);
    expect(await ids()).toEqual([first.moduleId, HERO, after.moduleId, ...before.slice(1)]);
    expect((await current()).modules[0]).toEqual({ id: first.moduleId, name: 'Added', type: 'rich-text', details });
    expect(await save({ op: 'add', type: 'rich-text', details: {}, afterModuleId: null })).toMatchObject({ outcome: 'invalid' });
    expect(await save({ op: 'add', type: 'rich-text', details, afterModuleId: 'm-none' })).toEqual({ outcome: 'not-found', missing: 'module' });
  });

  it('answers not-found for a module the page lacks and a page the folder lacks', async () => {
    expect(await save({ op: 'remove', moduleId: 'm-none' })).toEqual({ outcome: 'not-found', missing: 'module' });
    const request: EditRequest = { page: { kind: 'product', id: 9999 }, locale: 'ZH_CN', version: 'x', change: { op: 'remove', moduleId: HERO } };
    expect(await editPage(request, needsTitle, where())).toEqual({ outcome: 'not-found', missing: 'page' });
  });

  it('refuses a save against an older version with the newer content, and writes nothing', async () => {
    const old = await current();
    await save({ op: 'remove', moduleId: HERO });
    const newer = fs.readFileSync(productFile(), 'utf8');
    const outcome = await save({ op: 'move', moduleId: 'm-1104-2', direction: 'down' }, old.version);
    expect(outcome).toEqual({ outcome: 'stale', page: await current() });
    expect(outcome.outcome === 'stale' && outcome.page.modules.map((module) => module.id)).not.toContain(HERO);
    expect(fs.readFileSync(productFile(), 'utf8')).toBe(newer);
  });

  it('of two saves at the same version at once, one is written and the other is told it is stale', async () => {
    const { version } = await current();
    const outcomes = await Promise.all([
      save({ op: 'visible', moduleId: HERO, visible: false }, version),
      save({ op: 'remove', moduleId: 'm-1104-2' }, version),
    ]);
    expect(outcomes.map((outcome) => outcome.outcome).sort()).toEqual(['saved', 'stale']);
    const modules = (await current()).modules;
    const hidden = modules.find((module) => module.id === HERO)?.details;
    const removed = !modules.some((module) => module.id === 'm-1104-2');
    expect([typeof hidden === 'object' && hidden.visible === false, removed].filter(Boolean)).toHaveLength(1);
  });

  it('waits while another process holds the file to save it, then reads what that process wrote: told it is stale, nothing lost', async () => {
    const { version } = await current();
    const stored = JSON.parse(fs.readFileSync(productFile(), 'utf8'));
    const theirs = serializePage(stored, [...stored.moduleViewList].reverse());
    // Another instance of the site: takes the file's lock, waits, writes its own save, releases.
    const other = spawn(
      process.execPath,
      [
        '-e',
        `const lockfile = require('proper-lockfile'); const fs = require('node:fs'); const [file, text] = process.argv.slice(1);
         lockfile.lock(file, { realpath: false }).then((release) => { console.log('locked');
           setTimeout(() => { fs.writeFileSync(file, text); release().then(() => console.log('released')); }, 400); });`,
        productFile(),
        theirs,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const said: string[] = [];
    other.stdout.on('data', (chunk: Buffer) => said.push(...chunk.toString().trim().split('\n')));
    await vi.waitFor(() => expect(said).toContain('locked'), { timeout: 10_000 });

    const outcome = await save({ op: 'remove', moduleId: HERO }, version);
    expect(said).toContain('released');
    expect(outcome.outcome).toBe('stale');
    expect(fs.readFileSync(productFile(), 'utf8')).toBe(theirs);
    expect(fs.existsSync(`${productFile()}.lock`)).toBe(false);
  });

  it('never reads or writes a page file whose real path leaves the fixtures folder', async () => {
    const outside = path.join(root, 'outside.json');
    fs.copyFileSync(productFile(), outside);
    const before = fs.readFileSync(outside, 'utf8');
    fs.rmSync(productFile());
    fs.symlinkSync(outside, productFile());
    expect(await readEditablePage('ZH_CN', PRODUCT, where())).toBeUndefined();
    const request: EditRequest = { page: PRODUCT, locale: 'ZH_CN', version: 'x', change: { op: 'remove', moduleId: HERO } };
    expect(await editPage(request, needsTitle, where())).toEqual({ outcome: 'not-found', missing: 'page' });
    expect(fs.readFileSync(outside, 'utf8')).toBe(before);
    expect(fs.lstatSync(productFile()).isSymbolicLink()).toBe(true);
  });

  it('a symlinked folder leading out of the fixtures folder is not followed either', async () => {
    const folder = path.join(fixturesDir, 'ZH_CN/details/product');
    const outside = path.join(root, 'products');
    fs.renameSync(folder, outside);
    fs.symlinkSync(outside, folder);
    expect(await readEditablePage('ZH_CN', PRODUCT, where())).toBeUndefined();
  });

  it('a write that fails leaves the old file whole and no temporary file behind', async () => {
    const before = fs.readFileSync(productFile(), 'utf8');
    vi.spyOn(fs.promises, 'rename').mockRejectedValueOnce(Object.assign(new Error('disk full'), { code: 'ENOSPC' }));
    await expect(save({ op: 'remove', moduleId: HERO })).rejects.toThrow('disk full');
    expect(fs.readFileSync(productFile(), 'utf8')).toBe(before);
    expect(fs.readdirSync(path.dirname(productFile())).filter((name) => !name.endsWith('.json'))).toEqual([]);
    // The queue goes on after a failed save.
    expect(await save({ op: 'remove', moduleId: HERO })).toMatchObject({ outcome: 'saved' });
  });
});
