import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { docCategoryListSchema, docDetailSchema, docMenuEntryListSchema, type DocMenuEntry } from '@/schemas/document';
// The test proves the routes answer the client's own calls, so it reaches past the cms/ boundary once.
import { callPortal } from '@/renderer/data/api/call-portal';
import { CMS_BASE_PATH, handleCmsRequest } from '../handler';

const ORIGIN = 'http://cms.test';
const LOCALES = ['ZH_CN', 'EN_US'] as const;
const HAN = /\p{Script=Han}/u;
const CATEGORY_IDS = [201, 202, 203];
const DRAFT_DOC_IDS = [21114, 22112];
const EMPTY_DIRECTORY = { id: 22007, cateId: 202 };

type Answer = { status: number; code: string; message: string; data: unknown };
const envelopeSchema = z.strictObject({ code: z.string(), message: z.string(), data: z.unknown() });

async function get(path: string, lang: string = 'EN_US'): Promise<Answer> {
  const response = await handleCmsRequest(new Request(`${ORIGIN}${CMS_BASE_PATH}${path}?lang=${lang}`));
  return { status: response.status, ...envelopeSchema.parse(await response.json()) };
}

function dataOf<S extends z.ZodType>(answer: Answer, schema: S): z.output<S> {
  expect(answer, answer.message).toMatchObject({ status: 200, code: '0' });
  return schema.parse(answer.data);
}

function expectFailure(answer: Answer, status: number, code: string) {
  expect({ status: answer.status, code: answer.code, data: answer.data }).toEqual({ status, code, data: null });
  expect(answer.message).not.toBe('');
}

const entriesOf = async (cateId: number, lang?: string) => dataOf(await get(`/help-doc/menu/directories/${cateId}`, lang), docMenuEntryListSchema);
const ids = (entries: { id: number }[]) => entries.map((entry) => entry.id);

/** Every entry below `rootId`, walking the parent links of the full list. */
function descendants(entries: DocMenuEntry[], rootId: number): number[] {
  const below = entries.filter((entry) => entry.parentId === rootId);
  return below.flatMap((entry) => [entry.id, ...descendants(entries, entry.id)]);
}

describe('GET /help-doc/menus', () => {
  it.each(LOCALES)('lists the three categories in %s', async (locale) => {
    const categories = dataOf(await get('/help-doc/menus', locale), docCategoryListSchema);
    expect(ids(categories)).toEqual(CATEGORY_IDS);
  });

  it('names them in each language', async () => {
    const english = dataOf(await get('/help-doc/menus', 'EN_US'), docCategoryListSchema);
    const chinese = dataOf(await get('/help-doc/menus', 'ZH_CN'), docCategoryListSchema);
    expect(english.map((category) => category.name)).toEqual(['Enterprise Cloud', 'Container Cloud', 'Storage']);
    expect(JSON.stringify(english)).not.toMatch(HAN);
    expect(chinese.every((category) => HAN.test(category.name))).toBe(true);
  });
});

describe('GET /help-doc/menu/directories/{cateId}', () => {
  it.each(CATEGORY_IDS)('category %i: a tree whose parents all exist, documents that all open', async (cateId) => {
    const entries = await entriesOf(cateId);
    const known = new Set(ids(entries));
    for (const entry of entries) {
      if (entry.parentId !== null) expect(known.has(entry.parentId), `parent of ${entry.id}`).toBe(true);
      if (entry.type === 'DOCUMENT') dataOf(await get(`/help-doc/document/${entry.id}`), docDetailSchema);
    }
    expect(entries.some((entry) => entry.type === 'DOCUMENT')).toBe(true);
  });

  it('nests directories three levels deep', async () => {
    const entries = await entriesOf(201);
    const byId = new Map(entries.map((entry) => [entry.id, entry]));
    const depth = (entry: DocMenuEntry | undefined): number => (entry === undefined || entry.parentId === null ? 1 : 1 + depth(byId.get(entry.parentId)));
    const deepest = Math.max(...entries.filter((entry) => entry.type === 'DIRECTORY').map((entry) => depth(entry)));
    expect(deepest).toBe(3);
  });

  it('keeps the empty directory, with no children, and it is the only childless one', async () => {
    const entries = await entriesOf(EMPTY_DIRECTORY.cateId);
    expect(entries.find((entry) => entry.id === EMPTY_DIRECTORY.id)).toMatchObject({ type: 'DIRECTORY' });
    // A directory emptied by drafts would show the same empty screen, so there must be no other.
    const everyEntry = (await Promise.all(CATEGORY_IDS.map((id) => entriesOf(id)))).flat();
    const childless = everyEntry.filter((entry) => entry.type === 'DIRECTORY' && !everyEntry.some((child) => child.parentId === entry.id));
    expect(ids(childless)).toEqual([EMPTY_DIRECTORY.id]);
  });

  it.each(['999', '22001'])('an unknown category %s is a 404', async (cateId) => {
    expectFailure(await get(`/help-doc/menu/directories/${cateId}`), 404, '40400001');
  });

  it.each(['abc', '0', '-1', '2.0', '0xCA'])('category id %j is a 400', async (cateId) => {
    const answer = await get(`/help-doc/menu/directories/${cateId}`);
    expectFailure(answer, 400, '40000001');
    expect(answer.message).toMatch(/category id/);
  });
});

describe('GET /help-doc/menu/directories/{menuId}/{cateId}', () => {
  it.each([
    [21003, 201],
    [21005, 201],
    [22003, 202],
    [23001, 203],
  ])('directory %i of category %i: every entry below it, at any depth, and nothing else', async (menuId, cateId) => {
    const all = await entriesOf(cateId);
    const subtree = dataOf(await get(`/help-doc/menu/directories/${menuId}/${cateId}`), docMenuEntryListSchema);
    expect(ids(subtree).sort()).toEqual(descendants(all, menuId).sort());
    expect(subtree.length).toBeGreaterThan(0);
    expect(ids(subtree)).not.toContain(menuId);
  });

  it('reaches a third-level directory and its document', async () => {
    const subtree = dataOf(await get('/help-doc/menu/directories/21003/201'), docMenuEntryListSchema);
    expect(ids(subtree)).toEqual(expect.arrayContaining([21004, 21005, 21006, 21109, 21110]));
  });

  it('the empty directory has an empty subtree', async () => {
    const subtree = dataOf(await get(`/help-doc/menu/directories/${EMPTY_DIRECTORY.id}/${EMPTY_DIRECTORY.cateId}`), docMenuEntryListSchema);
    expect(subtree).toEqual([]);
  });

  it.each([
    ['a directory of another category', '/help-doc/menu/directories/21003/202'],
    ['a document, not a directory', '/help-doc/menu/directories/21101/201'],
    ['an unknown directory', '/help-doc/menu/directories/29999/201'],
    ['an unknown category', '/help-doc/menu/directories/21003/999'],
  ])('%s is a 404', async (_, path) => {
    expectFailure(await get(path), 404, '40400001');
  });

  it.each(['/help-doc/menu/directories/abc/201', '/help-doc/menu/directories/21003/x', '/help-doc/menu/directories/1e3/201'])('%s is a 400', async (path) => {
    expectFailure(await get(path), 400, '40000001');
  });
});

describe('GET /help-doc/document/{docId}', () => {
  it('answers a Markdown document', async () => {
    const doc = dataOf(await get('/help-doc/document/22103'), docDetailSchema);
    expect(doc).toMatchObject({ id: 22103, title: 'Create a Kubernetes cluster', contentType: 'markdown', isWplus: false });
    expect(doc.content).toContain('```bash');
    expect(Object.keys(z.record(z.string(), z.unknown()).parse((await get('/help-doc/document/22103')).data)).sort()).toEqual([
      'content',
      'contentType',
      'id',
      'isWplus',
      'title',
      'updateTime',
    ]);
  });

  it('answers an HTML document', async () => {
    const doc = dataOf(await get('/help-doc/document/21103'), docDetailSchema);
    expect(doc.contentType).toBe('html');
    expect(doc.content).toContain('<table>');
  });

  it('answers a console document with its console link', async () => {
    const doc = dataOf(await get('/help-doc/document/22110'), docDetailSchema);
    expect(doc).toMatchObject({ isWplus: true, wplusDoc: 'https://console.example.com/docs/container-cloud/kubeconfig' });
  });

  it('answers in the asked language', async () => {
    expect(dataOf(await get('/help-doc/document/23101', 'EN_US'), docDetailSchema).content).not.toMatch(HAN);
    expect(dataOf(await get('/help-doc/document/23101', 'ZH_CN'), docDetailSchema).content).toMatch(HAN);
  });

  it.each(['99999', '21001'])('unknown document %s (or a directory id) is a 404', async (docId) => {
    expectFailure(await get(`/help-doc/document/${docId}`), 404, '40400001');
  });

  it.each(['abc', '0', '-5', '1.5', '0x1'])('document id %j is a 400', async (docId) => {
    const answer = await get(`/help-doc/document/${docId}`);
    expectFailure(answer, 400, '40000001');
    expect(answer.message).toMatch(/document id/);
  });
});

describe.each(LOCALES)('drafts in %s', (locale) => {
  it.each(DRAFT_DOC_IDS)('draft document %i is a 404', async (docId) => {
    expectFailure(await get(`/help-doc/document/${docId}`, locale), 404, '40400001');
  });

  it('no tree or subtree lists a draft', async () => {
    for (const cateId of CATEGORY_IDS) {
      const entries = await entriesOf(cateId, locale);
      for (const id of DRAFT_DOC_IDS) expect(ids(entries)).not.toContain(id);
      for (const directory of entries.filter((entry) => entry.type === 'DIRECTORY')) {
        const subtree = dataOf(await get(`/help-doc/menu/directories/${directory.id}/${cateId}`, locale), docMenuEntryListSchema);
        for (const id of DRAFT_DOC_IDS) expect(ids(subtree)).not.toContain(id);
      }
    }
  });

  it('serves at least 30 documents across the categories', async () => {
    const documents = (await Promise.all(CATEGORY_IDS.map((id) => entriesOf(id, locale)))).flat().filter((entry) => entry.type === 'DOCUMENT');
    expect(documents.length).toBeGreaterThanOrEqual(30);
  });
});

describe("the client's own calls", () => {
  it.each(LOCALES)('every document call of renderer/data/api/endpoints.ts succeeds in %s', async (locale) => {
    const context = { baseUrl: ORIGIN, transport: handleCmsRequest, locale };
    const [categories, tree, subtree, doc] = await Promise.all([
      callPortal(context, 'docCategories'),
      callPortal(context, 'docDirectories', { params: { cateId: 203 } }),
      callPortal(context, 'docMenuDirectories', { params: { menuId: 23001, cateId: 203 } }),
      callPortal(context, 'docDetail', { params: { docId: 23105 } }),
    ]);
    expect([categories[0], tree[0], subtree[0], doc[0]]).toEqual([null, null, null, null]);
    expect(categories[1]).toHaveLength(3);
    expect(tree[1]?.length).toBeGreaterThan(subtree[1]?.length ?? Infinity);
    expect(doc[1]).toMatchObject({ id: 23105, contentType: 'html' });
  });
});
