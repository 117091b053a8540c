// Kept free of zod, like locale-codes.ts: the search page's client leaves use them without loading schema code.

/** Search filters in the order the search page lists them: All, Product, Solution, Documentation, News, Product updates, Industrial report, API Documentation. */
export const SEARCH_TYPES = ['ALL', 'PRODUCT', 'SOLUTION', 'DOCUMENT', 'NEWS', 'PRODUCTUPDATES', 'INDUSTRIALREPORT', 'API'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export const SEARCH_DEFAULTS = { pageIndex: 1, pageSize: 20 } as const;

export const isSearchType = (value: string | undefined): value is SearchType => SEARCH_TYPES.some((type) => type === value);
