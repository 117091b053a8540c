import { moduleVisibilitySchema } from '@/schemas/detail';
import { isModuleType, type ModuleType } from '@/modules/contracts';
import type { IssueLine } from '@/schemas/zod-issues';
import type { DropEntry, PlacedDrop } from './drop-report';
import type { ModuleEntry } from './read-entries';

export type ModuleHead = { id: string; type: ModuleType; name: string | null };

/** Turns a module type's parsed `details` into what the caller keeps, or says why it cannot. */
export type Binder<Value> = (type: ModuleType, details: unknown) => { ok: true; value: Value } | { ok: false; reason: string; issues: IssueLine[] };

export type Step<Value> = { ok: true; module: ModuleHead & { value: Value } } | { ok: false; drop: DropEntry };

/** Checks one module's `details` against its registered type and binds them, or says why it cannot be shown. */
export function bindEntry<Value>(entry: { id: string; type: string; name: string | null }, details: unknown, bind: Binder<Value>): Step<Value> {
  const { id, type, name } = entry;
  const drop = (reason: DropEntry['reason'], detail: string, issues?: IssueLine[]): Step<Value> => ({
    ok: false,
    drop: { id, type, name, reason, detail, ...(issues ? { issues } : {}) },
  });
  if (!isModuleType(type)) return drop('unknown-type', `no module is registered for type "${type}"`);
  const visibility = moduleVisibilitySchema.safeParse(details);
  if (visibility.success && !visibility.data.visible) return drop('invisible', 'visible is false');
  const bound = bind(type, details);
  if (!bound.ok) return drop('schema', bound.reason, bound.issues);
  return { ok: true, module: { id, type, name, value: bound.value } };
}

/**
 * Read entries to bound modules, in order, each bound once; everything left out is recorded with its reason and
 * with the module it followed, so a previewer's page can show it where it would have been.
 */
export function bindEntries<Value>(entries: readonly ModuleEntry[], bind: Binder<Value>) {
  const modules: (ModuleHead & { value: Value })[] = [];
  const dropped: PlacedDrop[] = [];
  const seen = new Set<string>();
  for (const [index, entry] of entries.entries()) {
    const place = (drop: DropEntry) => dropped.push({ ...drop, entry: index, after: modules.at(-1)?.id ?? null });
    const step = entry.ok ? bindEntry(entry, entry.details, bind) : entry;
    if (!step.ok) {
      place(step.drop);
    } else if (seen.has(step.module.id)) {
      place({
        id: step.module.id,
        type: step.module.type,
        name: step.module.name,
        reason: 'duplicate-id',
        detail: 'another module on this page has the same id',
      });
    } else {
      seen.add(step.module.id);
      modules.push(step.module);
    }
  }
  return { modules, dropped };
}
