import { expect, test } from '@playwright/test';
import { requestFlood, slowBodies, slowHeaders, stopAttack, type Seen } from './support/attacker';
import { getPage, HOSTS } from './support/http';

/**
 * One machine attacking through nginx (deploy/nginx.conf) from 127.0.0.2 while a visitor on 127.0.0.1 reads
 * cached pages: connections sending their headers a byte a second, form posts sending their bodies a byte a
 * second, and a flood of requests for pages nginx has not cached and for the API.
 */
const SLOW_HEADERS = 4_000;
const SLOW_BODIES = 300;
const FLOOD = 200;
const ATTACK_MS = 25_000;
/** The visitor's pages: nginx's micro-cache holds them (and serves them stale while one request refreshes them). */
const VISITOR_PAGES = [
  { host: HOSTS.zh, path: '/' },
  { host: HOSTS.zh, path: '/product/enterprise-cloud' },
  { host: HOSTS.en, path: '/product/enterprise-cloud' },
  { host: HOSTS.zh, path: '/document' },
];

const p95 = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1] ?? Number.NaN;
const summary = (seen: Seen) => Object.fromEntries([...seen.statuses].sort());

/** The visitor reads its pages one after another until `until`; each answer's status and time. */
async function visit(until: number): Promise<{ statuses: number[]; ms: number[] }> {
  const statuses: number[] = [];
  const ms: number[] = [];
  for (let at = 0; Date.now() < until; at += 1) {
    const page = VISITOR_PAGES[at % VISITOR_PAGES.length];
    if (!page) continue;
    const answer = await getPage('nginx', page.path, { host: page.host });
    statuses.push(answer.status);
    ms.push(answer.ms);
  }
  return { statuses, ms };
}

test.afterEach(stopAttack);

test("slow connections and a request flood from one address leave another visitor's cached pages fast", async () => {
  test.setTimeout(120_000);
  for (const page of VISITOR_PAGES) expect((await getPage('nginx', page.path, { host: page.host })).status).toBe(200);
  const before = await visit(Date.now() + 5_000);

  const until = Date.now() + ATTACK_MS;
  const headers = slowHeaders(SLOW_HEADERS, until);
  const bodies = slowBodies(SLOW_BODIES);
  const flood = requestFlood(FLOOD, until);
  // The visitor starts once the attack is in full swing.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const during = await visit(until);
  await flood.done;
  stopAttack();
  await Promise.all([headers.done, bodies.done]);

  const figures = {
    visitor: {
      before: { requests: before.ms.length, p95Ms: Math.round(p95(before.ms)) },
      during: { requests: during.ms.length, p95Ms: Math.round(p95(during.ms)) },
    },
    slowHeaders: { ...summary(headers.seen), longestLifeMs: Math.round(Math.max(...headers.seen.lifetimesMs)) },
    slowBodies: summary(bodies.seen),
    flood: summary(flood.seen),
  };
  console.log(`[flood] ${JSON.stringify(figures)}`);
  test.info().annotations.push({ type: 'figures', description: JSON.stringify(figures) });

  expect(during.statuses.length, 'the visitor was answered throughout').toBeGreaterThan(20);
  expect(new Set(during.statuses), 'every visitor page answered').toEqual(new Set([200]));
  // A generous bound (the same visitor took 12.8 to over 20 s against Node's defaults); the figure itself is reported above.
  expect(p95(during.ms)).toBeLessThan(3_000);
  // nginx held the attacker to its limits: headers cut at client_header_timeout, posts and requests over 64 refused.
  expect(headers.seen.statuses.get('closed') ?? 0, 'slow headers were cut').toBeGreaterThan(0);
  expect(Math.max(...headers.seen.lifetimesMs), 'at client_header_timeout (10 s)').toBeLessThan(20_000);
  expect(bodies.seen.statuses.get('HTTP/1.1 429 Too Many Requests') ?? 0, 'posts over the connection limit were refused').toBeGreaterThan(0);
  expect(flood.seen.statuses.get('429') ?? 0, 'the flood met the limits').toBeGreaterThan(0);
});
