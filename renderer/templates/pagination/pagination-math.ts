/** The page sizes a visitor may choose (items per page); the first is the default. */
export const PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = PAGE_SIZES[0];

/** Query parameters a paginated address carries: `?page=N&size=M`. */
export const PAGE_PARAM = 'page';
export const SIZE_PARAM = 'size';

/** How many pages `total` items fill; an empty list still has its one (empty) page. */
export function pageCount(total: number, pageSize: number): number {
  if (!Number.isFinite(total) || total <= 0 || !Number.isFinite(pageSize) || pageSize <= 0) return 1;
  return Math.ceil(total / Math.floor(pageSize));
}

/** A page number inside 1..count. */
export function clampPage(page: number, count: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(Math.trunc(page), 1), Math.max(count, 1));
}

const DIGITS = /^\d{1,9}$/;

/** `?page=` as a page number: anything but a positive integer is page 1. */
export function parsePageParam(raw: string | null | undefined): number {
  const text = raw?.trim() ?? '';
  if (!DIGITS.test(text)) return 1;
  return Math.max(Number(text), 1);
}

/** `?size=` as one of the offered sizes, else the default. */
export function parseSizeParam(raw: string | null | undefined, sizes: readonly number[] = PAGE_SIZES): number {
  const size = Number(raw?.trim());
  return sizes.includes(size) ? size : (sizes[0] ?? DEFAULT_PAGE_SIZE);
}

/** What the Goto box asks for: null when it holds no number, else that page clamped to the list. */
export function gotoPage(raw: string, count: number): number | null {
  const text = raw.trim();
  if (!/^-?\d+$/.test(text)) return null;
  return clampPage(Number(text), count);
}

/** The page that still shows the first item of the current page once the page size changes. */
export function pageForSize(page: number, oldSize: number, newSize: number): number {
  const firstItem = (Math.max(page, 1) - 1) * oldSize;
  return Math.floor(firstItem / newSize) + 1;
}

export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; key: 'start' | 'end' };

/**
 * The page buttons to show: always the first and last page, the current one with `siblings` either
 * side, and a gap where pages are left out. A gap never stands for a single page (that page is shown).
 */
export function pageItems(page: number, count: number, siblings = 2): PageItem[] {
  const current = clampPage(page, count);
  let from = Math.max(2, current - siblings);
  let to = Math.min(count - 1, current + siblings);
  if (from === 3) from = 2;
  if (to === count - 2) to = count - 1;
  const items: PageItem[] = [{ kind: 'page', page: 1 }];
  if (from > 2) items.push({ kind: 'gap', key: 'start' });
  for (let p = from; p <= to; p += 1) items.push({ kind: 'page', page: p });
  if (to < count - 1) items.push({ kind: 'gap', key: 'end' });
  if (count > 1) items.push({ kind: 'page', page: count });
  return items;
}

/**
 * The address of one page of a list: `path` with the list's other parameters, then `page` and `size`
 * (left out at their defaults, so page 1 is the list's own address).
 */
export function pageHref(
  path: string,
  query: Readonly<Record<string, string>>,
  page: number,
  pageSize: number,
  defaultSize: number = DEFAULT_PAGE_SIZE,
): string {
  const params = new URLSearchParams(query);
  params.delete(PAGE_PARAM);
  params.delete(SIZE_PARAM);
  if (page > 1) params.set(PAGE_PARAM, String(page));
  if (pageSize !== defaultSize) params.set(SIZE_PARAM, String(pageSize));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
