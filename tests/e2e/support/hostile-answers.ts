import type { Replacement } from './mock-cms/protocol';

/** What the page must do: the 403 or 404 page, the 500 page with what the server logs, or a redirect. */
export type PageOutcome = { status: 403 | 404 } | { status: 500; logged: string } | { redirectTo: string };

export type HostileAnswer = { name: string; answer: Replacement; outcome: PageOutcome; host?: 'zh' | 'en' };

const envelope = (code: string, message: string) => ({ code, message, data: null });
const text = (status: number, contentType: string, body: string): Replacement => ({ misbehaviour: { kind: 'text', status, contentType, text: body } });
const NGINX_502 = '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>';
const NGINX_504 = '<html><head><title>504 Gateway Time-out</title></head><body><center><h1>504 Gateway Time-out</h1></center></body></html>';

/**
 * Every HTTP error and envelope code of the error catalogue (docs/decisions.md, "Errors"), with and
 * without an envelope, as the answer to a page's own data call. On the server there is no toast: 403 and 33924001 are the 403 page, 404 and the
 * silently ignored 33922001 (nothing to show, nothing to report) the 404 page (in the host's language), 417 a
 * redirect home, and everything else the 500 page.
 * (A message containing "timeout" has a page of its own in hostile-cms.spec.ts: a timeout is remembered for a few seconds.)
 */
export const HTTP_ERRORS: HostileAnswer[] = [
  {
    name: 'HTTP 401 with an envelope',
    answer: { status: 401, body: envelope('40100001', 'token expired') },
    outcome: { status: 500, logged: 'unauthorized (HTTP 401)' },
  },
  { name: 'HTTP 401 with an empty body', answer: text(401, 'text/plain', ''), outcome: { status: 500, logged: 'unauthorized (HTTP 401)' } },
  { name: 'HTTP 403 with an envelope', answer: { status: 403, body: envelope('40300001', 'forbidden') }, outcome: { status: 403 } },
  { name: 'HTTP 403 as an HTML page', answer: text(403, 'text/html', '<h1>403 Forbidden</h1>'), outcome: { status: 403 } },
  { name: 'HTTP 404 with an envelope', answer: { status: 404, body: envelope('40400001', 'no such page') }, outcome: { status: 404 } },
  { name: 'HTTP 404 with an empty body, Chinese host', answer: text(404, 'text/plain', ''), outcome: { status: 404 }, host: 'zh' },
  { name: 'HTTP 417', answer: { status: 417, body: envelope('41700001', 'expectation failed') }, outcome: { redirectTo: '/' } },
  {
    name: 'HTTP 500 with an envelope and a message',
    answer: { status: 500, body: envelope('50000001', 'database is down') },
    outcome: { status: 500, logged: 'http (HTTP 500)' },
  },
  { name: 'HTTP 502 as an nginx HTML page', answer: text(502, 'text/html', NGINX_502), outcome: { status: 500, logged: 'http (HTTP 502)' } },
  {
    name: 'HTTP 503 with an envelope',
    answer: { status: 503, body: envelope('50300001', 'maintenance') },
    outcome: { status: 500, logged: 'http (HTTP 503)' },
  },
  { name: 'HTTP 504 as an nginx HTML page', answer: text(504, 'text/html', NGINX_504), outcome: { status: 500, logged: 'http (HTTP 504)' } },
  { name: 'HTTP 429 with no body', answer: text(429, 'text/plain', ''), outcome: { status: 500, logged: 'http (HTTP 429)' } },
  { name: 'code 33924001 (login required)', answer: { body: envelope('33924001', 'please log in') }, outcome: { status: 403 } },
  { name: 'code 33924001, Chinese host', answer: { body: envelope('33924001', '请登录') }, outcome: { status: 403 }, host: 'zh' },
  { name: 'code 33922001 (ignored): no data to show', answer: { body: envelope('33922001', 'ignore me') }, outcome: { status: 404 } },
  { name: 'another code with a message', answer: { body: envelope('40010001', 'product is locked') }, outcome: { status: 500, logged: 'business (HTTP 200)' } },
];
