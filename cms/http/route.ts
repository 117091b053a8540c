import type { LanguageCode } from '@/schemas/locale';

/** What the host server knows about the connection and a Request does not carry. */
export type CmsConnection = {
  /** The socket's peer address, when the host can see it (a plain Node server can; Next's route cannot). */
  remoteAddress?: string;
};

export type RouteContext = {
  locale: LanguageCode;
  params: Readonly<Record<string, string>>;
  query: URLSearchParams;
  /** Parsed JSON body of a POST, without its `lang`; undefined for a GET. */
  body: unknown;
  /** The request itself, for cookies and headers. */
  request: Request;
  connection: CmsConnection;
  /** The request carried a valid preview token: drafts are served as well as published content. */
  preview: boolean;
};

/** Checks a route asks for before its body is read. */
export type RouteGuard = {
  /** Refuse a request whose Origin header is not one of the site's own hosts. */
  sameOrigin?: boolean;
};

export type Route = {
  method: 'GET' | 'POST';
  /** Path under the API base, with `{name}` for one segment: `/news/document/{docId}`. */
  pattern: string;
  /** Returns the envelope's `data` (or a whole Response), or throws `CmsFailure`. */
  handle(context: RouteContext): unknown;
  guard?: RouteGuard;
};

export const get = (pattern: string, handle: Route['handle']): Route => ({ method: 'GET', pattern, handle });
export const post = (pattern: string, handle: Route['handle'], guard?: RouteGuard): Route => ({
  method: 'POST',
  pattern,
  handle,
  guard,
});
