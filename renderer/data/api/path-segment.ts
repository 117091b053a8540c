import { PortalError } from './errors';

export type PathValue = string | number;

/** One encoded path segment; '', '.' and '..' are refused because URL parsing would collapse them out of the API path. */
export function segment(value: PathValue): string {
  const text = String(value);
  if (text === '' || text === '.' || text === '..') {
    throw new PortalError('bad-request', { detail: `unsafe path segment ${JSON.stringify(text)}` });
  }
  return encodeURIComponent(text);
}
