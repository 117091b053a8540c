import { DOC_EXPORT_MAX_CHARS } from '@/schemas/document';
import { JSON_BODY_SHAPE, maxBodyBytesFor } from '@/schemas/request-limits';

export type Flood = { route: string; path: string; headers: Record<string, string>; body: string };

/** `{"k0":0,...}` with as many members as the shape check lets through, padded to `bytes` in its last value. */
function mostMembers(bytes: number): string {
  const members = Array.from({ length: JSON_BODY_SHAPE.maxTokens / 2 - 2 }, (_, index) => `"k${index}":0`);
  const open = `{${members.join(',')},"pad":"`;
  return `${open}${'x'.repeat(Math.max(0, bytes - open.length - 2))}"}`;
}

/**
 * Each POST route with the largest body it reads: a query or form padded with the most members it takes
 * to its byte limit; the document export with the longest document it takes (400,000 Chinese characters), so
 * each one is read, parsed and then set as a PDF (or refused as busy) like a real export.
 */
export function floods(origin: string): Flood[] {
  const json = { 'content-type': 'application/json' };
  const form = { ...json, origin };
  const query = (route: string) => ({ route, path: `/api/portal/v1${route}`, headers: json, body: mostMembers(maxBodyBytesFor(route)) });
  const exportRoute = '/help-doc/document/pdf/21101';
  const content = '中'.repeat(DOC_EXPORT_MAX_CHARS);
  return [
    query('/search'),
    query('/product/names'),
    query('/news/NEWS'),
    query('/news/recommendations'),
    query('/solutions/recommends'),
    {
      route: exportRoute,
      path: `/api/portal/v1${exportRoute}`,
      headers: json,
      body: JSON.stringify({ content, updateTime: '2026-03-01 10:00:00', lang: 'ZH_CN' }),
    },
    { route: '/contact', path: '/api/portal/v1/contact', headers: form, body: mostMembers(maxBodyBytesFor('/contact')) },
  ];
}
