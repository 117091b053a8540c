import type { ReactElement } from 'react';
import { registry } from '@/modules/registry';
import { bindEntry, collectModules, type Binder, type ModuleHead } from './collect-modules';
import type { DropEntry } from './drop-report';

export type ParsedModule = ModuleHead & { element: ReactElement };

export type ParsedPage = { modules: ParsedModule[]; dropped: DropEntry[] };

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

/** `moduleViewList` to renderable modules, in order; everything left out is recorded with its reason. */
export function parseModules(moduleViewList: readonly unknown[]): ParsedPage {
  const { modules, dropped } = collectModules(moduleViewList, bindView);
  return { modules: modules.map(withElement), dropped };
}
