import type { PageDetail } from '@/schemas/detail';
import type { LanguageCode } from '@/schemas/locale';
import { parseModules } from '../../pipeline/parse/parse-modules';
import { logDrops } from '../../pipeline/page/log-drops';
import { PageRenderer } from '../../pipeline/page/page-renderer';
import { DropReport } from './drop-report';

type Props = { detail: PageDetail; locale: LanguageCode; where: string; showDropReport: boolean };

/** A product, solution or service page: its modules in CMS order; previewers also see what was dropped. */
export function DetailPage({ detail, locale, where, showDropReport }: Props) {
  const page = parseModules(detail.moduleViewList);
  logDrops(where, page.dropped);
  return (
    <>
      <PageRenderer modules={page.modules} />
      {showDropReport ? <DropReport locale={locale} dropped={page.dropped} /> : null}
    </>
  );
}
