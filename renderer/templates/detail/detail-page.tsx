import type { LanguageCode } from '@/schemas/locale';
import { bindModules } from '../../pipeline/parse/parse-modules';
import type { ModuleEntry } from '../../pipeline/parse/read-entries';
import { logDrops } from '../../pipeline/page/log-drops';
import { PageRenderer } from '../../pipeline/page/page-renderer';
import { PreviewNotes, type PagePreview } from './preview-notes';

type Props = { entries: readonly ModuleEntry[]; locale: LanguageCode; where: string; preview: PagePreview | undefined };

/** A product, solution or service page: its modules in CMS order; previewers also see what was dropped, and can inspect each module. */
export function DetailPage({ entries, locale, where, preview }: Props) {
  const page = bindModules(entries);
  logDrops(where, page.dropped);
  return (
    <>
      <PageRenderer modules={page.modules} inspect={preview && { dropped: page.dropped }} />
      {preview ? <PreviewNotes locale={locale} preview={preview} entries={entries} parsed={page} /> : null}
    </>
  );
}
