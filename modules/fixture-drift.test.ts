import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { recommendationContentSchema } from '@/schemas/recommendation';
import { contracts, isModuleType } from './contracts';

const fixtures = path.join(process.cwd(), 'fixtures');

function* jsonFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* jsonFiles(full);
    else if (entry.name.endsWith('.json')) yield full;
  }
}

/** The module page whose entries are the news sidebar's blocks (hotArticle, hotRecommend, ad): the news template renders them, not the registry. */
const SIDEBAR_BELONG_TYPE = 'NEWSRECOMMEND';

/** Every module entry in every fixture page: `{ file, type, name, sidebar }`. */
function fixtureModules() {
  const found: { file: string; type: string; name: string; sidebar: boolean }[] = [];
  for (const file of jsonFiles(fixtures)) {
    const data: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (typeof data !== 'object' || data === null || !('moduleViewList' in data) || !Array.isArray(data.moduleViewList)) continue;
    const sidebar = 'belongType' in data && data.belongType === SIDEBAR_BELONG_TYPE;
    for (const view of data.moduleViewList as { type?: unknown; name?: unknown }[]) {
      found.push({ file: path.relative(fixtures, file), type: String(view.type), name: String(view.name ?? ''), sidebar });
    }
  }
  return found;
}

describe('fixtures and registry stay in step', () => {
  const modules = fixtureModules();

  it('every module type used in fixtures/ has a registered component (the deliberately hostile ones aside)', () => {
    const unregistered = modules.filter((module) => !module.sidebar && !module.name.startsWith('hostile:') && !isModuleType(module.type));
    expect(unregistered, 'module types with no component').toEqual([]);
  });

  it('every entry of the news sidebar page is a sidebar block type', () => {
    const sidebar = modules.filter((module) => module.sidebar);
    expect(sidebar.length, `fixtures hold ${SIDEBAR_BELONG_TYPE} pages`).toBeGreaterThan(0);
    const strays = sidebar.filter((module) => !recommendationContentSchema.shape.type.safeParse(module.type).success);
    expect(strays, 'entries that are not hotArticle, hotRecommend or ad').toEqual([]);
  });

  it('every registered module has examples', () => {
    const withoutExamples = Object.values(contracts)
      .filter((contract) => contract.examples.length === 0)
      .map((contract) => contract.type);
    expect(withoutExamples).toEqual([]);
  });
});
