// Kept apart from search-request.ts (which parses with zod) so the header's search box loads no schema code.

/** The CMS takes keywords of up to 100 characters (schemas/search.ts); longer ones are cut, not refused. */
export const SEARCH_KEYWORD_MAX = 100;
/** The deepest page an address may ask for; anything beyond is clamped to it. */
export const SEARCH_PAGE_MAX = 100;

/** The search input waits this long after the last keystroke before it searches. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The search page's query-string names. */
export const SEARCH_PARAMS = { keyword: 'keyword', type: 'type', page: 'page' } as const;
