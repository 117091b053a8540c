import type { handleCmsRequest as handle } from '@/cms/handler';
import type { editPage as edit, readEditablePage as read } from '@/cms/editing/edit-page';

/**
 * The one place the site reaches the embedded CMS (`cms/`): the portal relay, the preview token checks'
 * guess limiter, the client address, the in-process transport, the fixture watch the server starts,
 * live preview's listener and editing in place all come through here, so the boundary is one file.
 */
export { previewGuessesOf } from '@/cms/http/preview-guesses';
export { forwardedClientAddress } from '@/cms/captcha/client-address';
export { addressKey } from '@/cms/captcha/address-key';
export { readCmsConfig, type CmsConfig } from '@/cms/config';
export { onFixturesChanged } from '@/cms/store/watch-fixtures';
export { watchStore } from '@/cms/store/fixture-store';
export type { EditOutcome } from '@/cms/editing/edit-page';
export type { ValidateDetails } from '@/cms/editing/apply-change';

/** Loaded on first call, so the request proxy and a site pointed at an external CMS never load the CMS's routes and database. */
export const handleCmsRequest: typeof handle = async (request, connection) => (await import('@/cms/handler')).handleCmsRequest(request, connection);

/** Editing in place (docs/preview.md, "Editing"), loaded on first call like the handler. */
export const readEditablePage: typeof read = async (...args) => (await import('@/cms/editing/edit-page')).readEditablePage(...args);
export const editPage: typeof edit = async (...args) => (await import('@/cms/editing/edit-page')).editPage(...args);
