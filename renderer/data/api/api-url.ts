import { PORTAL_BASE_PATH } from './limits';

/** `${baseUrl}/api/portal/v1${path}?query`; an empty baseUrl gives a same-origin path for the browser. */
export function apiUrl(baseUrl: string, path: string, query?: URLSearchParams): string {
  const search = query?.toString() ?? '';
  return `${baseUrl.replace(/\/+$/, '')}${PORTAL_BASE_PATH}${path}${search === '' ? '' : `?${search}`}`;
}
