import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { moduleDetailsDocuments } from './details-json-schemas';
import { registry } from './registry';

const outDir = path.join(process.cwd(), 'schemas', 'json', 'modules');

describe("exported JSON Schemas of the modules' details", () => {
  const documents = moduleDetailsDocuments();

  it('are up to date in schemas/json/modules (run `npm run schemas:export` after changing a module schema)', () => {
    expect(fs.readdirSync(outDir).sort()).toEqual(
      Object.keys(registry)
        .map((type) => `${type}.json`)
        .sort(),
    );
    for (const [file, text] of Object.entries(documents)) {
      expect(fs.readFileSync(path.join(outDir, file), 'utf8'), `schemas/json/modules/${file} is stale`).toBe(text);
    }
  });
});
