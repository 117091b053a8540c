/**
 * The largest request bodies the portal API reads: the embedded CMS refuses bigger ones, and the site's
 * relay to an external CMS refuses them before anything is forwarded or held in memory.
 */
/** A whole document export: 400,000 characters, 3 bytes each in Chinese, with room for the envelope. */
export const MAX_REQUEST_BYTES = 1536 * 1024;
/** A lead form is a few short fields. */
export const MAX_FORM_BODY_BYTES = 16 * 1024;
/** The lead forms' paths (after `/api/portal/v1`). */
export const FORM_PATHS: readonly string[] = ['/contact', '/compatibility_apply', '/contact/investment'];

/** The most a body sent to `path` (after `/api/portal/v1`) may hold. */
export const maxBodyBytesFor = (path: string): number => (FORM_PATHS.includes(path) ? MAX_FORM_BODY_BYTES : MAX_REQUEST_BYTES);
