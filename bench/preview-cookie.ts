import { httpGet } from './http-get';

const DEV_PREVIEW_TOKEN = 'dev-preview-token';
const EXPECTED = ['__prerender_bypass', 'portal_preview'];

/**
 * Enters preview as a content admin does (`?ispreview=1&pretoken=...`) and returns the Cookie header
 * the browser would then send: Next's draft-mode cookie and the portal token, so pages render per request.
 */
export async function previewCookie(address: string, port: number, host: string): Promise<string> {
  const answer = await httpGet({ address, port, host, path: `/?ispreview=1&pretoken=${DEV_PREVIEW_TOKEN}` });
  const cookies = (answer.headers['set-cookie'] ?? []).map((line) => line.split(';')[0] ?? '').filter(Boolean);
  const names = cookies.map((cookie) => cookie.split('=')[0]);
  const missing = EXPECTED.filter((name) => !names.includes(name));
  if (missing.length > 0) throw new Error(`entering preview on ${host} set no ${missing.join(', ')} cookie (status ${answer.status})`);
  return cookies.join('; ');
}
