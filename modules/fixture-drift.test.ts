import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isModuleType, registry } from './registry';

const fixtures = path.join(process.cwd(), 'fixtures');

function* jsonFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* jsonFiles(full);
    else if (entry.name.endsWith('.json')) yield full;
  }
}

/** Every module entry in every fixture page: `{ file, type, name }`. */
function fixtureModules() {
  const found: { file: string; type: string; name: string }[] = [];
  for (const file of jsonFiles(fixtures)) {
    const data: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (typeof data !== 'object' || data === null || !('moduleViewList' in data) || !Array.isArray(data.moduleViewList)) continue;
    for (const view of data.moduleViewList as { type?: unknown; name?: unknown }[]) {
      found.push({ file: path.relative(fixtures, file), type: String(view.type), name: String(view.name ?? '') });
    }
  }
  return found;
}

describe('fixtures and registry stay in step', () => {
  const modules = fixtureModules();

  it('every module type used in fixtures/ has a registered component (the deliberately hostile ones aside)', () => {
    const unregistered = modules.filter((module) => !module.name.startsWith('hostile:') && !isModuleType(module.type));
    expect(unregistered, 'module types with no component').toEqual([]);
  });

  it('every registered module has examples', () => {
    const withoutExamples = Object.values(registry).filter((definition) => definition.examples.length === 0).map((definition) => definition.type);
    expect(withoutExamples).toEqual([]);
  });
});
