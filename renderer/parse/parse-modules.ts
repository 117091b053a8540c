import type { ReactElement } from 'react';
import { moduleViewSchema, moduleVisibilitySchema } from '@/schemas/detail';
import { isModuleType, registry, type ModuleType } from '@/modules/registry';
import { describeEntry, describeIssue, type DropEntry } from './drop-report';

export type ParsedModule = {
  id: string;
  type: ModuleType;
  name: string | null;
  element: ReactElement;
};

export type ParsedPage = { modules: ParsedModule[]; dropped: DropEntry[] };

export type Step = { ok: true; module: ParsedModule } | { ok: false; drop: DropEntry };

function parseDetails(raw: string): { ok: true; value: unknown } | { ok: false; error: string } {
  try {
    return { ok: true, value: JSON.parse(raw) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : 'not JSON' };
  }
}

function parseOne(entry: unknown): Step {
  const view = moduleViewSchema.safeParse(entry);
  if (!view.success) {
    return { ok: false, drop: { ...describeEntry(entry), reason: 'malformed-entry', detail: describeIssue(view.error) } };
  }
  const { id, type, details } = view.data;
  const name = view.data.name?.trim() || null;
  const json = parseDetails(details);
  if (!json.ok) return { ok: false, drop: { id: String(id), type, name, reason: 'invalid-json', detail: json.error } };
  return bindModule({ id: String(id), type, name }, json.value);
}

/** Binds parsed `details` to a registered module, or says why it cannot be shown. Also used by templates that build modules from other CMS data. */
export function bindModule(entry: { id: string; type: string; name: string | null }, details: unknown): Step {
  const { id, type, name } = entry;
  const drop = (reason: DropEntry['reason'], detail: string): Step => ({ ok: false, drop: { id, type, name, reason, detail } });
  if (!isModuleType(type)) return drop('unknown-type', `no module is registered for type "${type}"`);
  const visibility = moduleVisibilitySchema.safeParse(details);
  if (visibility.success && !visibility.data.visible) return drop('invisible', 'visible is false');
  const bound = registry[type].bind(details);
  if (!bound.ok) return drop('schema', bound.reason);
  return { ok: true, module: { id, type, name, element: bound.element } };
}

/** `moduleViewList` to renderable modules, in order; everything left out is recorded with its reason. */
export function parseModules(moduleViewList: readonly unknown[]): ParsedPage {
  const modules: ParsedModule[] = [];
  const dropped: DropEntry[] = [];
  const seen = new Set<string>();
  for (const entry of moduleViewList) {
    const step = parseOne(entry);
    if (!step.ok) {
      dropped.push(step.drop);
    } else if (seen.has(step.module.id)) {
      dropped.push({ id: step.module.id, type: step.module.type, name: step.module.name, reason: 'duplicate-id', detail: 'another module on this page has the same id' });
    } else {
      seen.add(step.module.id);
      modules.push(step.module);
    }
  }
  return { modules, dropped };
}
