import { moduleViewSchema, moduleVisibilitySchema } from '@/schemas/detail';
import { contracts, isModuleType, type ModuleType } from '@/modules/contracts';
import { describeZodIssues } from '@/schemas/zod-issues';
import { describeEntry, describeIssue, type DropEntry } from './drop-report';

export type ModuleHead = { id: string; type: ModuleType; name: string | null };

/** Turns a module type's parsed `details` into what the caller keeps, or says why it cannot. */
export type Binder<Value> = (type: ModuleType, details: unknown) => { ok: true; value: Value } | { ok: false; reason: string };

export type Step<Value> = { ok: true; module: ModuleHead & { value: Value } } | { ok: false; drop: DropEntry };

function parseDetails(raw: string): { ok: true; value: unknown } | { ok: false; error: string } {
  try {
    return { ok: true, value: JSON.parse(raw) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : 'not JSON' };
  }
}

/** Checks one module's `details` against its registered type and binds them, or says why it cannot be shown. */
export function bindEntry<Value>(entry: { id: string; type: string; name: string | null }, details: unknown, bind: Binder<Value>): Step<Value> {
  const { id, type, name } = entry;
  const drop = (reason: DropEntry['reason'], detail: string): Step<Value> => ({ ok: false, drop: { id, type, name, reason, detail } });
  if (!isModuleType(type)) return drop('unknown-type', `no module is registered for type "${type}"`);
  const visibility = moduleVisibilitySchema.safeParse(details);
  if (visibility.success && !visibility.data.visible) return drop('invisible', 'visible is false');
  const bound = bind(type, details);
  if (!bound.ok) return drop('schema', bound.reason);
  return { ok: true, module: { id, type, name, value: bound.value } };
}

function readEntry<Value>(entry: unknown, bind: Binder<Value>): Step<Value> {
  const view = moduleViewSchema.safeParse(entry);
  if (!view.success) {
    return { ok: false, drop: { ...describeEntry(entry), reason: 'malformed-entry', detail: describeIssue(view.error) } };
  }
  const { id, type, details } = view.data;
  const name = view.data.name?.trim() || null;
  const json = parseDetails(details);
  if (!json.ok) return { ok: false, drop: { id: String(id), type, name, reason: 'invalid-json', detail: json.error } };
  return bindEntry({ id: String(id), type, name }, json.value, bind);
}

/** `moduleViewList` to bound modules, in order; everything left out is recorded with its reason. */
export function collectModules<Value>(moduleViewList: readonly unknown[], bind: Binder<Value>) {
  const modules: (ModuleHead & { value: Value })[] = [];
  const dropped: DropEntry[] = [];
  const seen = new Set<string>();
  for (const entry of moduleViewList) {
    const step = readEntry(entry, bind);
    if (!step.ok) {
      dropped.push(step.drop);
    } else if (seen.has(step.module.id)) {
      dropped.push({
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

/** Checks `details` against the type's contract only: what `content:check` needs, without loading a view. */
export const checkDetails: Binder<undefined> = (type, details) => {
  const parsed = contracts[type].schema.safeParse(details);
  return parsed.success ? { ok: true, value: undefined } : { ok: false, reason: describeZodIssues(parsed.error.issues, 3) };
};

/** The modules a page would drop, and why, without rendering anything. */
export const checkModules = (moduleViewList: readonly unknown[]) => collectModules(moduleViewList, checkDetails);
