import { isDetailKind, type DetailKind } from '@/schemas/detail';
import type { LanguageCode } from '@/schemas/locale';
import type { MenuItem } from '@/schemas/menu';
import { callPortal } from '../../data/api/call-portal';
import type { PortalContext } from '../../data/api/call-types';
import { JSON_MODULE_BELONG_TYPES, type JsonModuleBelongType } from '../../data/api/payload-schemas';
import { DETAIL_ENDPOINTS } from '../../data/api/endpoints';
import { dropLabel, type DropEntry } from '../../pipeline/parse/drop-report';
import { checkModules } from '../../pipeline/parse/check-modules';
import { nameProducts } from '../../pipeline/parse/name-products';
import { readEntries } from '../../pipeline/parse/read-entries';
import { parseSidebarBlocks } from '../../templates/news/sidebar-blocks';

export type PageReport = { locale: LanguageCode; page: string; dropped: DropEntry[]; error?: string };

/** What the site would drop from a page's modules: read, products named by the CMS, checked against their contracts. */
async function moduleDrops(at: PortalContext, moduleViewList: readonly unknown[]): Promise<DropEntry[]> {
  const entries = await nameProducts(readEntries(moduleViewList), (ids) => callPortal(at, 'productNames', { body: { ids } }));
  return checkModules(entries).dropped;
}

/** Each module page is checked with the parser the site renders it with: NEWSRECOMMEND holds the news sidebar's blocks, not registry modules. */
const PAGE_PARSERS: Partial<Record<JsonModuleBelongType, (moduleViewList: readonly unknown[]) => { dropped: DropEntry[] }>> = {
  NEWSRECOMMEND: parseSidebarBlocks,
};

function* detailNodes(items: readonly MenuItem[]): Generator<MenuItem & { type: DetailKind }> {
  for (const item of items) {
    if (!item.classify && item.path && isDetailKind(item.type)) yield { ...item, type: item.type };
    yield* detailNodes(item.children);
  }
}

/**
 * Every module page of a content source (menu detail pages and static module pages), locale by
 * locale, with what the site would drop and why. A page that cannot be fetched is reported too;
 * a static page the source does not have is not an error.
 */
export async function checkContent(context: Omit<PortalContext, 'locale'>, locales: readonly LanguageCode[]): Promise<PageReport[]> {
  const reports: PageReport[] = [];
  for (const locale of locales) {
    const at = { ...context, locale };
    const [menusError, menus] = await callPortal(at, 'menus');
    if (menusError) {
      reports.push({ locale, page: 'menus', dropped: [], error: `${menusError.kind}: ${menusError.message}` });
      continue;
    }
    // Top-level items are groups, never detail pages (see resolveRoute).
    for (const node of detailNodes(menus.flatMap((top) => top.children))) {
      const [error, detail] = await callPortal(at, DETAIL_ENDPOINTS[node.type], { params: { id: node.id } });
      const page = node.path ?? `/${node.type}/${node.menuCode}`;
      reports.push(
        error
          ? { locale, page, dropped: [], error: `${error.kind}: ${error.message}` }
          : { locale, page, dropped: await moduleDrops(at, detail.moduleViewList) },
      );
    }
    for (const belongType of JSON_MODULE_BELONG_TYPES) {
      const [error, modulePage] = await callPortal(at, 'jsonModules', { params: { belongType } });
      if (error?.kind === 'not-found') continue;
      const page = `${belongType}/json-modules`;
      const parse = PAGE_PARSERS[belongType];
      reports.push(
        error
          ? { locale, page, dropped: [], error: `${error.kind}: ${error.message}` }
          : { locale, page, dropped: parse ? parse(modulePage.moduleViewList).dropped : await moduleDrops(at, modulePage.moduleViewList) },
      );
    }
  }
  return reports;
}

/** A module hidden with `visible: false` is the editor's choice, not a fault of the content. */
const isProblem = (drop: DropEntry) => drop.reason !== 'invisible';
const pageHasProblems = (report: PageReport) => Boolean(report.error) || report.dropped.some(isProblem);

export const hasProblems = (reports: readonly PageReport[]) => reports.some(pageHasProblems);

/** One line per problem, grouped by page; the zod path that failed is in each drop's detail. Hidden modules are listed apart. */
export function formatReports(reports: readonly PageReport[]): string {
  const lines: string[] = [];
  let hidden = 0;
  for (const report of reports) {
    if (report.error) lines.push(`${report.locale} ${report.page}: could not be read (${report.error})`);
    for (const drop of report.dropped) {
      if (isProblem(drop)) {
        lines.push(`${report.locale} ${report.page}: ${dropLabel(drop)} dropped, ${drop.reason}: ${drop.detail}`);
      } else {
        hidden += 1;
        lines.push(`${report.locale} ${report.page}: ${dropLabel(drop)} hidden on purpose (visible: false), not a problem`);
      }
    }
  }
  const pages = reports.length;
  const problems = reports.filter(pageHasProblems).length;
  const hiddenNote = hidden ? `; ${hidden} module${hidden === 1 ? '' : 's'} hidden on purpose` : '';
  lines.push(problems ? `${problems} of ${pages} pages have problems${hiddenNote}` : `all ${pages} pages render every module${hiddenNote}`);
  return lines.join('\n');
}
