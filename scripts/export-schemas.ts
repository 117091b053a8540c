import fs from 'node:fs';
import path from 'node:path';
import { moduleDetailsDocuments } from '../modules/details-json-schemas';
import { jsonSchemaDocuments } from '../schemas/json-schema-documents';

/**
 * Writes `schemas/json/*.json` and `schemas/json/modules/*.json`, the contract a real CMS implements;
 * `schemas/json-export.test.ts` and `modules/details-json-schemas.test.ts` fail when they are stale.
 */
const outDir = path.join(process.cwd(), 'schemas', 'json');
fs.rmSync(outDir, { recursive: true, force: true });
const sets = [
  { dir: outDir, documents: jsonSchemaDocuments() },
  { dir: path.join(outDir, 'modules'), documents: moduleDetailsDocuments() },
];
for (const { dir, documents } of sets) {
  fs.mkdirSync(dir, { recursive: true });
  for (const [file, text] of Object.entries(documents)) fs.writeFileSync(path.join(dir, file), text);
  console.log(`wrote ${Object.keys(documents).length} JSON Schema files to ${path.relative(process.cwd(), dir)}/`);
}
