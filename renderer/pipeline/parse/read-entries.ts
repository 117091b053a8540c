import { moduleViewSchema } from '@/schemas/detail';
import { describeEntry, describeIssue, type DropEntry } from './drop-report';

/** One `moduleViewList` entry, read: its head and its parsed `details`, or the reason it could not be read. */
export type ModuleEntry =
  | { ok: true; id: string; type: string; name: string | null; details: unknown }
  /** `details` is the text the CMS sent when it was not JSON, for the inspector; absent when the entry itself was malformed. */
  | { ok: false; drop: DropEntry; details?: string };

function parseDetails(raw: string): { ok: true; value: unknown } | { ok: false; error: string } {
  try {
    return { ok: true, value: JSON.parse(raw) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : 'not JSON' };
  }
}

function readEntry(entry: unknown): ModuleEntry {
  const view = moduleViewSchema.safeParse(entry);
  if (!view.success) return { ok: false, drop: { ...describeEntry(entry), reason: 'malformed-entry', detail: describeIssue(view.error) } };
  const id = String(view.data.id);
  const { type } = view.data;
  const name = view.data.name?.trim() || null;
  const json = parseDetails(view.data.details);
  return json.ok
    ? { ok: true, id, type, name, details: json.value }
    : { ok: false, drop: { id, type, name, reason: 'invalid-json', detail: json.error }, details: view.data.details };
}

/** A page's `moduleViewList` read once, in order: the one place a module's `details` JSON is parsed. */
export const readEntries = (moduleViewList: readonly unknown[]): ModuleEntry[] => moduleViewList.map(readEntry);
