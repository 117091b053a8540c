import type { LanguageCode } from '@/schemas/locale';
import type { ParsedPage } from '../../pipeline/parse/parse-modules';
import type { ModuleEntry } from '../../pipeline/parse/read-entries';
import { DropReport } from './drop-report';
import { InspectorIsland } from './inspector-island';

/** A page being previewed, as the editing API names it: `product:1104`, `solution:N`, `service:N` or `page:CAREER`; null for a page of no modules. */
export type PagePreview = { page: string | null };

/** What a previewer's page carries after its modules: the drop report and the inspector's data. Visitors get neither. */
export function PreviewNotes({
  locale,
  preview,
  entries,
  parsed,
}: {
  locale: LanguageCode;
  preview: PagePreview;
  entries: readonly ModuleEntry[];
  parsed: ParsedPage;
}) {
  return (
    <>
      <DropReport locale={locale} dropped={parsed.dropped} />
      <InspectorIsland locale={locale} page={preview.page} entries={entries} parsed={parsed} />
    </>
  );
}
