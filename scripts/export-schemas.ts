import fs from 'node:fs';
import path from 'node:path';
import { jsonSchemaDocuments } from '../schemas/json-schema-documents';

/** Writes `schemas/json/*.json`, the contract a real CMS implements; `schemas/json-export.test.ts` fails when they are stale. */
const outDir = path.join(process.cwd(), 'schemas', 'json');
fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(outDir, { recursive: true });
const documents = jsonSchemaDocuments();
for (const [file, text] of Object.entries(documents)) fs.writeFileSync(path.join(outDir, file), text);
console.log(`wrote ${Object.keys(documents).length} JSON Schema files to ${path.relative(process.cwd(), outDir)}/`);
