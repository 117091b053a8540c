import { createHash } from 'node:crypto';
import { z } from 'zod';
import { editableModuleSchema, type EditableModule, type EditablePage } from '@/schemas/page-edit';

/** Records keep their keys in the order the file has them, so a saved file differs only where it was changed. */
const recordSchema = z.record(z.string(), z.unknown());
const pageFileSchema = z.object({ moduleViewList: z.array(recordSchema) });

/** One module of a page file: as stored (every key, in order) and as the editor sees it. */
export type ModuleEntry = { stored: Record<string, unknown>; module: EditableModule };

/** A page file read for editing: the whole object, its modules, and the version the file's text has. */
export type PageDocument = { data: Record<string, unknown>; entries: ModuleEntry[]; version: string };

/** The version of a page: the SHA-256 of its file's text, so any change to the file, by any means, is a new version. */
export const versionOf = (text: string): string => createHash('sha256').update(text).digest('hex');

/** A page file's text as a document, or undefined for text that is not a page with modules. */
export function readPageDocument(text: string): PageDocument | undefined {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return undefined;
  }
  const data = recordSchema.safeParse(raw);
  const page = pageFileSchema.safeParse(raw);
  if (!data.success || !page.success) return undefined;
  const entries: ModuleEntry[] = [];
  for (const stored of page.data.moduleViewList) {
    const editable = editableModuleSchema.safeParse(stored);
    if (!editable.success) return undefined;
    entries.push({ stored, module: editable.data });
  }
  return { data: data.data, entries, version: versionOf(text) };
}

/** What GET answers and a stale save is told. */
export const editableOf = (document: PageDocument): EditablePage => ({
  version: document.version,
  modules: document.entries.map((entry) => entry.module),
});

/** Exactly as every fixture is stored: two-space JSON and a final newline. */
export const serializePage = (data: Record<string, unknown>, modules: readonly Record<string, unknown>[]): string =>
  `${JSON.stringify({ ...data, moduleViewList: modules }, null, 2)}\n`;
