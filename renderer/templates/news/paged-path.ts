import { readListState } from './list-state';

/** A list's address for search engines: page 1 is the list itself; later pages keep `?page=N`, since each shows other items. Size and filters are dropped. */
export function pagedPath(path: string, search: Pick<URLSearchParams, 'get'>): string {
  const { page } = readListState(search);
  return page > 1 ? `${path}?page=${page}` : path;
}
