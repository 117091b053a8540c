import { isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import enterpriseCloudEn from '@/fixtures/EN_US/details/product/enterprise-cloud.json';
import enterpriseCloudZh from '@/fixtures/ZH_CN/details/product/enterprise-cloud.json';
import dropReportTestEn from '@/fixtures/EN_US/details/product/drop-report-test.json';
import dropReportTestZh from '@/fixtures/ZH_CN/details/product/drop-report-test.json';
import type { ModuleView } from '@/schemas/detail';
import type { DropEntry } from './drop-report';
import { bindModules } from './parse-modules';
import { readEntries } from './read-entries';

/** Smallest valid `details` of each registered type. */
const validDetails = {
  'hero-banner': { visible: true, title: 'Hero title' },
  'rich-text': { visible: true, content: 'Some **text**' },
  'feature-cards': { visible: true, cards: [{ title: 'Card', desc: 'About the card' }] },
  'call-to-action': { visible: true, title: 'Talk to us', action: { label: 'Contact', href: '/contact' } },
} as const;

/** A page with nothing to name: read, then bound. */
const parseModules = (list: readonly unknown[]) => bindModules(readEntries(list));

let nextId = 1;
/** A `moduleViewList` entry as the CMS sends it: `details` is a JSON string. */
function createModuleView(overrides: Partial<ModuleView> & { detailsObject?: unknown } = {}): ModuleView {
  const { detailsObject = validDetails['hero-banner'], ...rest } = overrides;
  return { id: `m-${nextId++}`, name: 'A module', type: 'hero-banner', details: JSON.stringify(detailsObject), ...rest };
}

function onlyDrop(list: readonly unknown[]): DropEntry {
  const { modules, dropped } = parseModules(list);
  expect(modules).toEqual([]);
  expect(dropped).toHaveLength(1);
  const [drop] = dropped;
  if (!drop) throw new Error('no drop');
  return drop;
}

describe('reading and binding a page', () => {
  it('keeps valid modules of all four types in CMS order with their ids', () => {
    const list = [
      createModuleView({ id: 'cta', type: 'call-to-action', detailsObject: validDetails['call-to-action'] }),
      createModuleView({ id: 42, type: 'rich-text', detailsObject: validDetails['rich-text'] }),
      createModuleView({ id: 'hero', type: 'hero-banner', detailsObject: validDetails['hero-banner'] }),
      createModuleView({ id: 'cards', type: 'feature-cards', detailsObject: validDetails['feature-cards'], name: null }),
    ];
    const { modules, dropped } = parseModules(list);
    expect(dropped).toEqual([]);
    expect(modules.map(({ id, type, name }) => ({ id, type, name }))).toEqual([
      { id: 'cta', type: 'call-to-action', name: 'A module' },
      { id: '42', type: 'rich-text', name: 'A module' },
      { id: 'hero', type: 'hero-banner', name: 'A module' },
      { id: 'cards', type: 'feature-cards', name: null },
    ]);
  });

  it('hands the component the props its schema parsed, defaults filled in', () => {
    const { modules } = parseModules([createModuleView({ type: 'feature-cards', detailsObject: validDetails['feature-cards'] })]);
    const element = modules[0]?.element;
    expect(isValidElement(element)).toBe(true);
    expect(element?.props).toEqual({ ...validDetails['feature-cards'], columns: 3 });
  });

  it('shows a module whose details leave out visible', () => {
    const { modules, dropped } = parseModules([createModuleView({ id: 'v', detailsObject: { title: 'No visible flag' } })]);
    expect(dropped).toEqual([]);
    expect(modules.map((module) => module.id)).toEqual(['v']);
  });

  it('drops details that are not JSON, saying why', () => {
    const drop = onlyDrop([createModuleView({ id: 'bad-json', type: 'rich-text', details: '{"visible": true, "content": ' })]);
    expect(drop).toMatchObject({ id: 'bad-json', type: 'rich-text', reason: 'invalid-json' });
    expect(drop.detail).toMatch(/JSON/);
  });

  it('drops an unknown type, naming it', () => {
    const drop = onlyDrop([createModuleView({ id: 'old', type: 'legacy-carousel', detailsObject: { visible: true } })]);
    expect(drop).toMatchObject({ id: 'old', type: 'legacy-carousel', reason: 'unknown-type' });
    expect(drop.detail).toContain('legacy-carousel');
  });

  it('drops a module with visible false', () => {
    const drop = onlyDrop([createModuleView({ id: 'hidden', type: 'call-to-action', detailsObject: { ...validDetails['call-to-action'], visible: false } })]);
    expect(drop).toMatchObject({ id: 'hidden', type: 'call-to-action', reason: 'invisible' });
    expect(drop.detail).toContain('visible');
  });

  it.each([
    { field: 'cards', type: 'feature-cards', details: { visible: true, cards: [] } },
    { field: 'title', type: 'hero-banner', details: { visible: true } },
    { field: 'action.href', type: 'call-to-action', details: { ...validDetails['call-to-action'], action: { label: 'x', href: 'javascript:alert(1)' } } },
  ])('drops details that fail the $type schema, naming $field', ({ field, type, details }) => {
    const drop = onlyDrop([createModuleView({ id: 'schema', type, detailsObject: details })]);
    expect(drop).toMatchObject({ id: 'schema', type, reason: 'schema' });
    expect(drop.detail).toContain(field);
  });

  it.each([
    { field: 'type', entry: { id: 'no-type', name: 'x', details: '{}' }, id: 'no-type', type: '?' },
    { field: 'details', entry: { id: 'obj', name: 'x', type: 'hero-banner', details: { visible: true, title: 'x' } }, id: 'obj', type: 'hero-banner' },
    { field: 'id', entry: { name: 'x', type: 'rich-text', details: '{}' }, id: '?', type: 'rich-text' },
  ])('drops an entry with a bad $field as malformed, naming the field', ({ field, entry, id, type }) => {
    const drop = onlyDrop([entry]);
    expect(drop).toMatchObject({ id, type, reason: 'malformed-entry' });
    expect(drop.detail).toMatch(new RegExp(`\\b${field}\\b`));
  });

  it.each([null, 'hero-banner', 7])('drops a moduleViewList entry that is not an object (%j) as malformed', (entry) => {
    expect(onlyDrop([entry])).toMatchObject({ id: '?', type: '?', reason: 'malformed-entry' });
  });

  it('keeps the first of two modules with the same id (7 and "7" are the same) and drops the second', () => {
    const first = createModuleView({ id: 7, detailsObject: { visible: true, title: 'First' } });
    const second = createModuleView({ id: '7', type: 'rich-text', name: 'Second', detailsObject: validDetails['rich-text'] });
    const { modules, dropped } = parseModules([first, second]);
    expect(modules.map(({ id, type }) => ({ id, type }))).toEqual([{ id: '7', type: 'hero-banner' }]);
    expect(dropped).toEqual([
      { id: '7', type: 'rich-text', name: 'Second', reason: 'duplicate-id', detail: expect.stringContaining('same id'), entry: 1, after: '7' },
    ]);
  });

  it('names each dropped module by its CMS title, even when the entry is malformed, and by none when the title is blank', () => {
    const dropped = parseModules([
      { id: 1, type: 'rich-text', name: 'Pricing table', details: 42 },
      createModuleView({ id: 2, type: 'holo-projector', name: 'Spinning logo' }),
      createModuleView({ id: 3, type: 'holo-projector', name: '  ' }),
      { id: 4, type: 'rich-text', name: null, details: '{' },
    ]).dropped;
    expect(dropped.map(({ id, name, reason }) => ({ id, name, reason }))).toEqual([
      { id: '1', name: 'Pricing table', reason: 'malformed-entry' },
      { id: '2', name: 'Spinning logo', reason: 'unknown-type' },
      { id: '3', name: null, reason: 'unknown-type' },
      { id: '4', name: null, reason: 'invalid-json' },
    ]);
  });

  it('one bad module does not take its neighbours with it', () => {
    const { modules, dropped } = parseModules([
      createModuleView({ id: 'a' }),
      createModuleView({ id: 'b', details: 'not json' }),
      createModuleView({ id: 'c', type: 'rich-text', detailsObject: validDetails['rich-text'] }),
    ]);
    expect(modules.map((module) => module.id)).toEqual(['a', 'c']);
    expect(dropped.map((drop) => drop.id)).toEqual(['b']);
  });
});

/** What the CMS answers for a stored page: module `details` as a JSON string (cms/store/serve-detail.ts). */
const served = (list: readonly { details: unknown }[]) =>
  list.map((view) => ({ ...view, details: typeof view.details === 'string' ? view.details : JSON.stringify(view.details) }));

describe.each([
  ['ZH_CN', enterpriseCloudZh],
  ['EN_US', enterpriseCloudEn],
])('the published %s enterprise-cloud fixture', (_, fixture) => {
  it('keeps every module, in CMS order, and drops none', () => {
    const { modules, dropped } = parseModules(served(fixture.moduleViewList));
    expect(modules.map(({ id, type }) => `${id}:${type}`)).toEqual([
      'm-1101-1:hero-banner',
      'm-1101-3:rich-text',
      'm-1101-5:feature-cards',
      'm-1101-7:rich-text',
      'm-1101-9:call-to-action',
    ]);
    expect(dropped).toEqual([]);
  });
});

describe.each([
  ['ZH_CN', dropReportTestZh],
  ['EN_US', dropReportTestEn],
])('the %s drop-report test page (a draft)', (_, fixture) => {
  const { modules, dropped } = parseModules(served(fixture.moduleViewList));

  it('keeps its good modules in CMS order', () => {
    expect(modules.map(({ id, type }) => `${id}:${type}`)).toEqual(['m-1902-1:hero-banner', 'm-1902-3:rich-text', 'm-1902-7:call-to-action']);
  });

  it('drops exactly its four hostile modules with their reasons', () => {
    expect(dropped.map(({ id, type, reason }) => ({ id, type, reason }))).toEqual([
      { id: 'm-1902-2', type: 'rich-text', reason: 'invalid-json' },
      { id: 'm-1902-4', type: 'feature-cards', reason: 'schema' },
      { id: 'm-1902-5', type: 'legacy-carousel', reason: 'unknown-type' },
      { id: 'm-1902-6', type: 'call-to-action', reason: 'invisible' },
    ]);
    for (const drop of dropped) expect(drop.detail, `${drop.id} detail`).not.toBe('');
  });

  it('keeps each drop where it stood, after the module it followed, and a schema drop its issues with their paths', () => {
    expect(dropped.map(({ id, entry, after }) => `${id}@${entry} after ${after}`)).toEqual([
      'm-1902-2@1 after m-1902-1',
      'm-1902-4@3 after m-1902-3',
      // Drops in a row all follow the last module that rendered.
      'm-1902-5@4 after m-1902-3',
      'm-1902-6@5 after m-1902-3',
    ]);
    const schemaDrop = dropped.find((drop) => drop.reason === 'schema');
    expect(schemaDrop?.issues?.length).toBeGreaterThan(0);
    expect(schemaDrop?.issues?.every((issue) => issue.path.startsWith('cards'))).toBe(true);
  });
});
