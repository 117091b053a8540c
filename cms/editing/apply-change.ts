import { randomBytes } from 'node:crypto';
import type { EditIssue, PageChange } from '@/schemas/page-edit';
import type { ModuleEntry } from './page-document';

/** The problems of `details` for a module of `type` (the renderer's contract of that type); none when it may be saved. */
export type ValidateDetails = (type: string, details: Record<string, unknown>) => EditIssue[];

export type Applied =
  | { outcome: 'changed'; modules: Record<string, unknown>[]; moduleId?: string }
  | { outcome: 'unchanged' }
  | { outcome: 'no-module' }
  | { outcome: 'invalid'; issues: EditIssue[] };

const STRING_DETAILS: EditIssue = { path: '', message: 'this module’s details are stored as text, not an object: fix them in the fixture file' };

const sameId = (module: ModuleEntry['module'], id: string | number) => String(module.id) === String(id);

/** An id no module of the page has: the type and eight random hex digits (`rich-text-3f9a0c1e`). */
function newModuleId(entries: readonly ModuleEntry[], type: string): string {
  for (;;) {
    const id = `${type}-${randomBytes(4).toString('hex')}`;
    if (!entries.some((entry) => sameId(entry.module, id))) return id;
  }
}

/**
 * `change` applied to a page's modules: the new list (stored entries keep their keys and order), or why not.
 * `details` are checked with `validate` before anything changes, and stored as sent.
 */
export function applyChange(entries: readonly ModuleEntry[], change: PageChange, validate: ValidateDetails): Applied {
  const stored = entries.map((entry) => entry.stored);
  if (change.op === 'add') {
    const { afterModuleId } = change;
    const after = afterModuleId === null ? -1 : entries.findIndex((entry) => sameId(entry.module, afterModuleId));
    if (afterModuleId !== null && after === -1) return { outcome: 'no-module' };
    const issues = validate(change.type, change.details);
    if (issues.length) return { outcome: 'invalid', issues };
    const id = newModuleId(entries, change.type);
    const added = { id, name: change.name ?? null, type: change.type, details: change.details };
    return { outcome: 'changed', modules: stored.toSpliced(after + 1, 0, added), moduleId: id };
  }
  const index = entries.findIndex((entry) => sameId(entry.module, change.moduleId));
  const entry = entries[index];
  if (!entry) return { outcome: 'no-module' };
  const { details } = entry.module;
  switch (change.op) {
    case 'update': {
      if (typeof details === 'string') return { outcome: 'invalid', issues: [STRING_DETAILS] };
      const issues = validate(entry.module.type, change.details);
      if (issues.length) return { outcome: 'invalid', issues };
      return { outcome: 'changed', modules: stored.with(index, { ...entry.stored, details: change.details }) };
    }
    case 'visible':
      if (typeof details === 'string') return { outcome: 'invalid', issues: [STRING_DETAILS] };
      return { outcome: 'changed', modules: stored.with(index, { ...entry.stored, details: { ...details, visible: change.visible } }) };
    case 'move': {
      const to = change.direction === 'up' ? index - 1 : index + 1;
      const other = stored[to];
      if (!other) return { outcome: 'unchanged' };
      return { outcome: 'changed', modules: stored.with(index, other).with(to, entry.stored) };
    }
    case 'remove':
      return { outcome: 'changed', modules: stored.toSpliced(index, 1) };
  }
}
