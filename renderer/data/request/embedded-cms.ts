import type { handleCmsRequest as handle } from '@/cms/handler';

/**
 * The one place the site reaches the embedded CMS (`cms/`): the portal relay, the preview token checks'
 * guess limiter, the client address, the in-process transport, the fixture watch the server starts and
 * live preview's listener all come through here, so the boundary is one file.
 */
export { previewGuessesOf } from '@/cms/http/preview-guesses';
export { forwardedClientAddress } from '@/cms/captcha/client-address';
export { addressKey } from '@/cms/captcha/address-key';
export { readCmsConfig, type CmsConfig } from '@/cms/config';
export { onFixturesChanged } from '@/cms/store/watch-fixtures';
export { watchStore } from '@/cms/store/fixture-store';

/** Loaded on first call, so the request proxy and a site pointed at an external CMS never load the CMS's routes and database. */
export const handleCmsRequest: typeof handle = async (request, connection) => (await import('@/cms/handler')).handleCmsRequest(request, connection);
