import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { describeZodIssues } from '@/schemas/zod-issues';

/** Reads and validates one fixture file; the error names the file and the first problems, so a bad fixture is found at once. */
export function readJson<S extends z.ZodType>(file: string, schema: S): z.output<S> {
  const name = path.relative(process.cwd(), file);
  const text = fs.readFileSync(file, 'utf8');
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new Error(`fixture ${name} is not JSON: ${error instanceof Error ? error.message : error}`);
  }
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  throw new Error(`fixture ${name} is invalid: ${describeZodIssues(parsed.error.issues, 3)}`);
}

/** JSON files of a folder, sorted by name; a missing folder is an empty list. */
export function listJsonFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => path.join(dir, name));
}
