import { expect, test } from '@playwright/test';
import { expireEverything, getPage, HOSTS } from './support/http';

/** deploy/nginx.conf in front of the three instances: any Host, one micro-cache copy per device class. */
const PRODUCT = '/product/enterprise-cloud';
/** The phone markup's side panel is the chat icon alone (renderer/side-panel); the desktop markup has none of it. */
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

test('a previewer is never answered from, nor stored in, the micro-cache', async () => {
  const path = fresh(PRODUCT);
  expect((await getPage('nginx', path)).microCache).toBe('MISS');
  expect((await getPage('nginx', path)).microCache).toBe('HIT');
  const preview = await getPage('nginx', path, { cookie: 'portal_preview=dev-preview-token' });
  expect(preview.microCache).toBe('BYPASS');
});
