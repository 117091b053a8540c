import { PAGE_SIZES, pageHref, parsePageParam, parseSizeParam } from '../pagination/pagination-math';

/** The report filter's query parameter: `/reports?reportType=edge-computing`. */
export const REPORT_TYPE_PARAM = 'reportType';

/** What a list address says: which page, how many per page, which report type. */
export type ListState = { page: number; pageSize: number; reportType: string | null };

/** A list's state from its query; a report type the constants do not list is no filter. */
export function readListState(search: Pick<URLSearchParams, 'get'>, reportTypes: readonly string[] = []): ListState {
  const reportType = search.get(REPORT_TYPE_PARAM);
  return {
    page: parsePageParam(search.get('page')),
    pageSize: parseSizeParam(search.get('size'), PAGE_SIZES),
    reportType: reportType && reportTypes.includes(reportType) ? reportType : null,
  };
}

/** Next's `searchParams` record as URLSearchParams; a repeated parameter counts once, as the browser's `get` reads it. */
export function toSearchParams(record: Readonly<Record<string, string | string[] | undefined>>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(record)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) params.set(name, first);
  }
  return params;
}

/** The list's parameters other than page and size, which every page address keeps. */
export const filterQuery = ({ reportType }: Pick<ListState, 'reportType'>): Record<string, string> => (reportType ? { [REPORT_TYPE_PARAM]: reportType } : {});

export const listHref = (path: string, state: ListState): string => pageHref(path, filterQuery(state), state.page, state.pageSize);
