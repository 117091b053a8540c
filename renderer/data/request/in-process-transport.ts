import type { Transport } from '../api/transport';

/**
 * The embedded CMS answers the site's server without a socket: the same `Request` goes to its
 * handler and its `Response` comes back through the same envelope, limits and error mapping.
 * Loaded on first use, so a site pointed at an external CMS never reads the fixtures.
 */
export const inProcessTransport: Transport = async (request) => {
  const { handleCmsRequest } = await import('./embedded-cms');
  return handleCmsRequest(request);
};
