import { bindModule, type ParsedPage } from '../parse/parse-modules';

/** Module props built by a template (not parsed from JSON) through the same registry checks. */
export function bindSections(sections: readonly { id: string; type: string; details: unknown }[]): ParsedPage {
  const page: ParsedPage = { modules: [], dropped: [] };
  for (const section of sections) {
    const step = bindModule({ id: section.id, type: section.type, name: null }, section.details);
    if (step.ok) page.modules.push(step.module);
    else page.dropped.push(step.drop);
  }
  return page;
}
