import { expect, test, type Page } from '@playwright/test';
import { z } from 'zod';
import { isTooDeep } from '../../modules/_ui/nesting-depth';
import { scriptRisks } from '../security/dom-risks';
import { XSS_CORPUS } from '../security/xss-corpus';
import { PREVIEW_QUERY, securityCms, securitySite } from './support/security-site';

/**
 * The XSS corpus planted in every place the CMS sends HTML (rich-text and FAQ modules of a product,
 * a news article, a help document, a legal text), each page opened in Chromium as a previewer (so it
 * renders from the planted answer at once). Nothing may run: no dialog, no console marker, no window
 * marker; and the DOM keeps no handler, script URL or dangerous element where the CMS text went.
 */

const FAQ_LIMIT = 50;
const mark = (kind: string, index: number) => `XSSMARK-${kind}${String(index).padStart(2, '0')}`;
/** Each payload after a marker paragraph: the marker shows the text was rendered, and finds the container it was rendered in. */
const marked = (kind: string) => XSS_CORPUS.map(({ source }, index) => `${mark(kind, index)}\n\n${source}`);
const article = marked('A').join('\n\n');

const detailSchema = z.looseObject({ moduleViewList: z.array(z.unknown()) });
const articleSchema = z.looseObject({ content: z.string() });

const view = (id: string, type: string, details: unknown) => ({ id, name: id, type, details: JSON.stringify(details) });

/** Replaces the answer at `path` (every language) with the embedded CMS's own, changed by `change`. */
async function plant<S extends z.ZodType>(path: string, schema: S, change: (data: z.infer<S>) => unknown) {
  const original = await securityCms.original(path, 'ZH_CN');
  await securityCms.override({ path, body: { ...original, data: change(schema.parse(original.data)) } });
}

const PAGES = [
  { name: 'product rich-text and FAQ modules', path: '/product/enterprise-cloud', markers: ['R', 'F'] },
  { name: 'news article', path: '/press/60101', markers: ['A'] },
  { name: 'help document', path: '/document/202/22103', markers: ['A'] },
  { name: 'legal text (/content/resource/privacy)', path: '/legal/privacy', markers: ['A'] },
] as const;

test.beforeAll(async () => {
  expect(isTooDeep(article), 'the planted article must reach the sanitizer, not the plain-text fallback').toBe(false);
  const faqItems = marked('F').map((answer, index) => ({ question: `Question ${index}`, answer }));
  await plant('/1101/product', detailSchema, (detail) => ({
    ...detail,
    moduleViewList: [
      ...marked('R').map((content, index) => view(`xss-rich-${index}`, 'rich-text', { visible: true, content })),
      view('xss-faq-1', 'faq-accordion', { visible: true, items: faqItems.slice(0, FAQ_LIMIT) }),
      view('xss-faq-2', 'faq-accordion', { visible: true, items: faqItems.slice(FAQ_LIMIT) }),
    ],
  }));
  for (const path of ['/news/document/60101', '/help-doc/document/22103', '/content/resource/privacy']) {
    await plant(path, articleSchema, (data) => ({ ...data, content: article }));
  }
});

type Watch = { dialogs: string[]; markers: string[] };

/** Defines the corpus's `xss()` and listens for everything a payload that ran would do. */
async function watchForScript(page: Page): Promise<Watch> {
  const watch: Watch = { dialogs: [], markers: [] };
  await page.addInitScript(() => {
    Object.assign(window, {
      xss: () => {
        Object.assign(window, { __xssFired: true });
        console.log('XSS_MARKER');
      },
    });
  });
  page.on('dialog', (dialog) => {
    watch.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    if (message.text().includes('XSS_MARKER')) watch.markers.push(message.text());
  });
  return watch;
}

/** The elements the CMS text was rendered into: the parent of each marker paragraph. */
function cmsContainers(page: Page) {
  return page.locator('p', { hasText: /^XSSMARK-[A-Z]\d\d$/ }).locator('xpath=..');
}

for (const { name, path, markers } of PAGES) {
  test(`${name}: none of ${XSS_CORPUS.length} payloads runs or survives in the DOM`, async ({ page }) => {
    const watch = await watchForScript(page);
    const response = await page.goto(`${securitySite.zh}${path}?${PREVIEW_QUERY}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(`${securitySite.zh}${path}`);
    await page.waitForLoadState('networkidle');

    // textContent: FAQ answers sit in closed <details>, which innerText leaves out.
    const text = (await page.locator('main').textContent()) ?? '';
    for (const kind of markers) {
      const missing = XSS_CORPUS.map((_, index) => mark(kind, index)).filter((marker) => !text.includes(marker));
      expect(missing, 'every payload was rendered (none of its text or module dropped)').toEqual([]);
    }

    // What a visitor would do to trigger handlers: open every FAQ answer, point at and focus the CMS text. The
    // events are dispatched on every element in one pass (an inline handler runs for them as for real ones):
    // moving the mouse over 136 containers in turn outlasted the test's timeout on a busy run.
    await page.locator('details').evaluateAll((all) => all.forEach((details) => details.setAttribute('open', '')));
    await cmsContainers(page).evaluateAll((containers) => {
      const types = ['pointerover', 'pointerenter', 'mouseover', 'mouseenter', 'mousemove', 'focus', 'focusin'];
      for (const element of containers.flatMap((container) => [container, ...container.querySelectorAll('*')])) {
        for (const type of types) element.dispatchEvent(new Event(type, { bubbles: true }));
      }
    });
    await page.waitForTimeout(500);

    expect(watch.dialogs).toEqual([]);
    expect(watch.markers).toEqual([]);
    expect(await page.evaluate(() => '__xssFired' in window)).toBe(false);

    // Handles, found once: a locator per container re-runs the text search over the whole page on every use.
    const containers = await cmsContainers(page).elementHandles();
    const risks: string[] = [];
    for (const container of containers) risks.push(...(await container.evaluate(scriptRisks)));
    expect(containers.length).toBeGreaterThan(0);
    expect(risks).toEqual([]);

    // Anywhere on the page: React writes no inline handler and no script URL of its own either.
    const pageWide = await page.evaluate(() =>
      [...document.querySelectorAll('*')].flatMap((element) =>
        [...element.attributes]
          .filter((attribute) => /^on/i.test(attribute.name) || /^\s*(javascript|vbscript):/i.test(attribute.value))
          .map((attribute) => `<${element.localName} ${attribute.name}="${attribute.value.slice(0, 60)}">`),
      ),
    );
    expect(pageWide).toEqual([]);
  });
}
