import type { ReactElement } from 'react';
import { registry } from '@/modules/registry';
import { bindEntries, bindEntry, type Binder, type ModuleHead } from './bind-entries';
import type { DropEntry, PlacedDrop } from './drop-report';
import type { ModuleEntry } from './read-entries';

export type ParsedModule = ModuleHead & { element: ReactElement };

export type ParsedPage = { modules: ParsedModule[]; dropped: PlacedDrop[] };

export type Step = { ok: true; module: ParsedModule } | { ok: false; drop: DropEntry };

const bindView: Binder<ReactElement> = (type, details) => {
  const bound = registry[type].bind(details);
  return bound.ok ? { ok: true, value: bound.element } : bound;
};

const withElement = ({ value, ...head }: ModuleHead & { value: ReactElement }): ParsedModule => ({ ...head, element: value });

/** Binds parsed `details` to a registered module, or says why it cannot be shown. Also used by templates that build modules from other CMS data. */
export function bindModule(entry: { id: string; type: string; name: string | null }, details: unknown): Step {
  const step = bindEntry(entry, details, bindView);
  return step.ok ? { ok: true, module: withElement(step.module) } : step;
}

/** A page's read (and enriched) entries to renderable modules, in order; everything left out is recorded with its reason. */
export function bindModules(entries: readonly ModuleEntry[]): ParsedPage {
  const { modules, dropped } = bindEntries(entries, bindView);
  return { modules: modules.map(withElement), dropped };
}
