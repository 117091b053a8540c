import type { ModuleSection } from '@/modules/contracts';
import { bindModule, type ParsedPage } from '../parse/parse-modules';

/** Sections a template built in code (typed by their contracts) through the same checks as CMS modules. */
export function bindSections(sections: readonly ModuleSection[]): ParsedPage {
  const page: ParsedPage = { modules: [], dropped: [] };
  for (const [index, section] of sections.entries()) {
    const step = bindModule({ id: section.id, type: section.type, name: null }, section.details);
    if (step.ok) page.modules.push(step.module);
    else page.dropped.push({ ...step.drop, entry: index, after: page.modules.at(-1)?.id ?? null });
  }
  return page;
}
