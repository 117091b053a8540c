import type { LanguageCode } from '@/schemas/locale';
import { bindModules } from '../../pipeline/parse/parse-modules';
import type { ModuleEntry } from '../../pipeline/parse/read-entries';
import { logDrops } from '../../pipeline/page/log-drops';
import { PageRenderer } from '../../pipeline/page/page-renderer';
import { DropReport } from './drop-report';

type Props = { entries: readonly ModuleEntry[]; locale: LanguageCode; where: string; showDropReport: boolean };

/** A product, solution or service page: its modules in CMS order; previewers also see what was dropped. */
export function DetailPage({ entries, locale, where, showDropReport }: Props) {
  const page = bindModules(entries);
  logDrops(where, page.dropped);
  return (
    <>
      <PageRenderer modules={page.modules} />
      {showDropReport ? <DropReport locale={locale} dropped={page.dropped} /> : null}
    </>
  );
}
