import type { Metadata } from 'next';

/** The digest Next gives notFound() and forbidden(): `NEXT_HTTP_ERROR_FALLBACK;404`. */
const ACCESS_FALLBACK_DIGEST = /^NEXT_HTTP_ERROR_FALLBACK;(403|404)$/;

/** 403 or 404 when `error` is what notFound() or forbidden() threw, else undefined. */
export function accessFallbackStatus(error: unknown): 403 | 404 | undefined {
  const digest = typeof error === 'object' && error !== null && 'digest' in error ? error.digest : undefined;
  const match = typeof digest === 'string' ? ACCESS_FALLBACK_DIGEST.exec(digest) : null;
  if (!match) return undefined;
  return match[1] === '403' ? 403 : 404;
}

/** The metadata of a page that turns out missing or forbidden (renderer/frame/error-pages/access-fallback.tsx): the view's own `<title>` names it. */
export function withAccessFallbackMetadata<P>(generate: (props: P) => Promise<Metadata>): (props: P) => Promise<Metadata> {
  return async (props: P) => {
    try {
      return await generate(props);
    } catch (error) {
      if (accessFallbackStatus(error) === undefined) throw error;
      return { robots: { index: false, follow: false } };
    }
  };
}
