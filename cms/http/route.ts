import type { LanguageCode } from '@/schemas/locale';

export type RouteContext = {
  locale: LanguageCode;
  params: Readonly<Record<string, string>>;
  query: URLSearchParams;
  /** Parsed JSON body of a POST, without its `lang`; undefined for a GET. */
  body: unknown;
};

export type Route = {
  method: 'GET' | 'POST';
  /** Path under the API base, with `{name}` for one segment, as spec section 7 writes it. */
  pattern: string;
  /** Returns the envelope's `data`, or throws `CmsFailure`. */
  handle(context: RouteContext): unknown;
};

export const get = (pattern: string, handle: Route['handle']): Route => ({ method: 'GET', pattern, handle });
export const post = (pattern: string, handle: Route['handle']): Route => ({ method: 'POST', pattern, handle });
