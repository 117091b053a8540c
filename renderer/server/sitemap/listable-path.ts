/** Pages kept out of search engines: the module gallery, the named error pages, search results, preview and the API. */
const EXCLUDED = [/^\/module-gallery(\/|$)/, /^\/error(\/|$)/, /^\/search(\/|$)/, /^\/api\//];

// Next writes sitemap addresses into the XML unescaped, so only characters that need no escaping get in.
const PLAIN_PATH = /^\/[A-Za-z0-9\-._~%/]*$/;

/** Whether a path belongs in the sitemap: a plain site path (no query, no `//`) of a page meant for search engines. */
export function isListablePath(path: string): boolean {
  return PLAIN_PATH.test(path) && !path.includes('//') && !EXCLUDED.some((pattern) => pattern.test(path));
}
