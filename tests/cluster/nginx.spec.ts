import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { CLUSTER_DIR, NGINX_PORT, NGINX_REDIRECT_PORT } from '../../scripts/cluster/layout';
import { send } from '../../scripts/load-held/http-send';
import { expireEverything, getPage, HOSTS } from './support/http';
import { getOverTls } from './support/tls';

/** deploy/nginx.conf in front of the three instances: any Host, one micro-cache copy per device class. */
const PRODUCT = '/product/enterprise-cloud';
/** The phone markup's side panel is the chat icon alone (renderer/chrome/side-panel); the desktop markup has none of it. */
const isPhoneMarkup = (html: string): boolean => html.includes('mobileChat');
const langOf = (html: string): string | undefined => /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];
/** A query of its own keeps each test's micro-cache entries apart from what earlier requests left for 5 s. */
const fresh = (path: string) => `${path}?nginx-test=${Date.now().toString(36)}`;

test.beforeEach(expireEverything);

test('both hosts answer through nginx in their own language, from instances bound to 127.0.0.1', async () => {
  for (const [host, lang] of [
    [HOSTS.zh, 'zh-CN'],
    [HOSTS.en, 'en-US'],
  ] as const) {
    for (const path of ['/', PRODUCT, '/document']) {
      const answer = await getPage('nginx', path, { host });
      expect(answer.status, `${host}${path}`).toBe(200);
      expect(langOf(answer.text), `${host}${path}`).toBe(lang);
    }
  }
});

test("a phone and a desktop each get their own variant through nginx's cache, whoever asks first", async () => {
  const path = fresh(PRODUCT);
  const phoneFirst = await getPage('nginx', path, { device: 'mobile' });
  expect(phoneFirst.microCache).toBe('MISS');
  expect(isPhoneMarkup(phoneFirst.text)).toBe(true);

  const desktop = await getPage('nginx', path, { device: 'desktop' });
  expect(desktop.microCache, 'the phone copy is not the desktop one').toBe('MISS');
  expect(isPhoneMarkup(desktop.text)).toBe(false);

  const [phoneAgain, desktopAgain] = [await getPage('nginx', path, { device: 'mobile' }), await getPage('nginx', path, { device: 'desktop' })];
  expect([phoneAgain.microCache, desktopAgain.microCache]).toEqual(['HIT', 'HIT']);
  expect(isPhoneMarkup(phoneAgain.text)).toBe(true);
  expect(isPhoneMarkup(desktopAgain.text)).toBe(false);
});

test('pages tell shared caches they vary on the user-agent', async () => {
  const answer = await getPage('a', PRODUCT);
  expect(answer.vary?.split(',').map((name) => name.trim().toLowerCase())).toContain('user-agent');
});

test("Next's static files are answered from nginx's cache once fetched; a missing one's 404 is never kept", async () => {
  const stylesheet = /\/_next\/static\/[^"]+\.css/.exec((await getPage('nginx', PRODUCT)).text)?.[0];
  if (!stylesheet) throw new Error('no stylesheet under /_next/static in the product page');
  const asset = (path: string) => send({ port: NGINX_PORT, host: HOSTS.zh, path, headers: { 'accept-encoding': 'gzip' } });

  const path = fresh(stylesheet);
  const [first, second] = [await asset(path), await asset(path)];
  expect([first.status, first.headers['x-static-cache']]).toEqual([200, 'MISS']);
  expect([second.status, second.headers['x-static-cache']]).toEqual([200, 'HIT']);
  expect(second.text).toBe(first.text);
  expect(second.headers['content-encoding'], 'nginx still compresses what it keeps').toBe('gzip');

  const missing = fresh('/_next/static/chunks/not-in-this-build.js');
  const [gone, goneAgain] = [await asset(missing), await asset(missing)];
  expect([gone.status, gone.headers['x-static-cache']]).toEqual([404, 'MISS']);
  expect([goneAgain.status, goneAgain.headers['x-static-cache']]).toEqual([404, 'MISS']);
});

test('a previewer is never answered from, nor stored in, the micro-cache', async () => {
  const path = fresh(PRODUCT);
  expect((await getPage('nginx', path)).microCache).toBe('MISS');
  expect((await getPage('nginx', path)).microCache).toBe('HIT');
  const preview = await getPage('nginx', path, { cookie: 'portal_preview=dev-preview-token' });
  expect(preview.microCache).toBe('BYPASS');
});

test('the TLS server answers over HTTP/2; port 80 sends everything but ACME challenges to https', async () => {
  const overTls = await getOverTls(PRODUCT, HOSTS.en);
  expect([overTls.status, overTls.protocol, langOf(overTls.text)]).toEqual([200, 'h2', 'en-US']);
  // The instances run with SITE_URL_SCHEME=http, so they send no HSTS: nor does nginx, which leaves it to the site.
  expect(overTls.headers['strict-transport-security']).toBeUndefined();

  const redirected = await send({ port: NGINX_REDIRECT_PORT, host: HOSTS.en, path: `${PRODUCT}?from=http` });
  expect([redirected.status, redirected.headers.location]).toEqual([301, `https://en.localhost${PRODUCT}?from=http`]);

  const challenge = path.join(CLUSTER_DIR, 'nginx', 'acme', '.well-known', 'acme-challenge', 'cluster-token');
  fs.mkdirSync(path.dirname(challenge), { recursive: true });
  fs.writeFileSync(challenge, 'cluster-token.key');
  const acme = await send({ port: NGINX_REDIRECT_PORT, host: HOSTS.en, path: '/.well-known/acme-challenge/cluster-token' });
  expect([acme.status, acme.text]).toEqual([200, 'cluster-token.key']);
});
