/**
 * The largest request bodies the portal API reads, per route: the embedded CMS refuses bigger ones, and the
 * site's relay to an external CMS refuses them before anything is forwarded or held in memory.
 */
/** A whole document export: 400,000 characters, 3 bytes each in Chinese, with room for the envelope. */
export const MAX_EXPORT_BODY_BYTES = 1536 * 1024;
/** A lead form is a few short fields. */
export const MAX_FORM_BODY_BYTES = 16 * 1024;
/** A query (search, product names, news pages, recommendations): the longest is 200 product ids. */
export const MAX_QUERY_BODY_BYTES = 8 * 1024;
/** An edit of one module in preview (`/api/preview/edit`): the largest module's details are a few kilobytes. */
export const MAX_EDIT_BODY_BYTES = 256 * 1024;
/** The lead forms' paths (after `/api/portal/v1`). */
export const FORM_PATHS: readonly string[] = ['/contact', '/compatibility_apply', '/contact/investment'];
/** The document export's path prefix (after `/api/portal/v1`), the one route that takes a document. */
export const EXPORT_PATH_PREFIX = '/help-doc/document/pdf/';

/** The most a body sent to `path` (after `/api/portal/v1`) may hold. */
export function maxBodyBytesFor(path: string): number {
  if (path.startsWith(EXPORT_PATH_PREFIX)) return MAX_EXPORT_BODY_BYTES;
  return FORM_PATHS.includes(path) ? MAX_FORM_BODY_BYTES : MAX_QUERY_BODY_BYTES;
}

/**
 * The shape of any JSON body, checked on its text before it is parsed: every body of the contract is an
 * object a few levels deep with at most 200 values (the product ids), so a body of many thousand keys
 * (each one an object property to build, validate and copy) is refused after reading a few kilobytes of it.
 */
export const JSON_BODY_SHAPE = { maxDepth: 4, maxTokens: 512 } as const;
