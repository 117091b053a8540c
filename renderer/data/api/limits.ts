/** Limits and wire names of the portal API. */
export const TIMEOUT_MS = 20_000;
export const MAX_BODY_BYTES = 500_000;
/** PDFs are not envelopes and may outgrow MAX_BODY_BYTES; they get a cap of their own. */
export const MAX_BINARY_BYTES = 10_000_000;

export const PORTAL_BASE_PATH = '/api/portal/v1';

export const PREVIEW_HEADER = 'X-Portal-Preview';
export const PREVIEW_HEADER_VALUE = '1';
export const PRE_AUTHORIZATION_HEADER = 'Pre-Authorization';
