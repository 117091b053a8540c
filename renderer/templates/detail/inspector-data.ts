import { contracts, isModuleType } from '@/modules/contracts';
import type { LanguageCode } from '@/schemas/locale';
import { fillEditUrl } from '../../data/config/edit-url';
import { droppedKey, moduleKey, type InspectedModule, type InspectorData } from '../../frame/preview-banner/inspector/inspector-data';
import type { Translate } from '../../i18n/server-intl';
import type { ParsedPage } from '../../pipeline/parse/parse-modules';
import type { ModuleEntry } from '../../pipeline/parse/read-entries';
import { describeRule } from '../gallery/describe-rule';
import { fieldRules } from '../gallery/field-rules';

export type InspectorSource = {
  locale: LanguageCode;
  /** The page as the editing API names it: `product:1104`, `page:CAREER`; null when it has no module page. */
  page: string | null;
  entries: readonly ModuleEntry[];
  parsed: ParsedPage;
  /** CMS_EDIT_URL, when set. */
  editUrl: string | undefined;
};

/** Every module of a previewer's page, rendered or dropped, in CMS order, with what the inspector shows of it. */
export function inspectorData({ locale, page, entries, parsed, editUrl }: InspectorSource, t: Translate): InspectorData {
  const rulesByType = new Map<string, InspectedModule['rules']>();
  const rulesOf = (type: string) => {
    if (!isModuleType(type)) return [];
    const known = rulesByType.get(type);
    if (known) return known;
    const rows = fieldRules(contracts[type].schema).map((row) => ({ ...row, rules: row.rules.map((rule) => describeRule(t, rule)) }));
    rulesByType.set(type, rows);
    return rows;
  };
  const head = (id: string, type: string, name: string | null) => ({
    id,
    type,
    name,
    title: isModuleType(type) ? contracts[type].title : null,
    rules: rulesOf(type),
    editUrl: editUrl && page ? fillEditUrl(editUrl, { pageId: page, moduleId: id, locale }) : null,
  });
  const drops = new Map(parsed.dropped.map((drop) => [drop.entry, drop]));
  const rendered = parsed.modules.values();
  const modules = entries.flatMap((entry, index): InspectedModule[] => {
    const drop = drops.get(index);
    if (drop) {
      const details = entry.ok ? entry.details : (entry.details ?? null);
      const dropped = { reason: drop.reason, detail: drop.detail };
      return [{ key: droppedKey(index), ...head(drop.id, drop.type, drop.name), dropped, details, issues: drop.issues ?? [] }];
    }
    const shown = rendered.next().value;
    if (!shown || !entry.ok) return [];
    return [{ key: moduleKey(shown.id), ...head(shown.id, shown.type, shown.name), dropped: null, details: entry.details, issues: [] }];
  });
  return { page, locale, modules };
}
