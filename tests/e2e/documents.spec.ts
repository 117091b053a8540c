import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { docCategoryListSchema, docMenuEntryListSchema } from '../../schemas/document';
import { getPage } from './support/cache-sites';
import { collectConsoleErrors, settle } from './support/console-errors';
import { sites, urlOn, type LocaleCode, type Site } from './support/sites';

/** Expected names come from the fixtures the embedded CMS serves. */
const FIXTURES = new URL('../../fixtures/', import.meta.url);
const readFixture = (path: string): unknown => JSON.parse(readFileSync(new URL(path, FIXTURES), 'utf8'));
const categoriesOf = (locale: LocaleCode) => docCategoryListSchema.parse(readFixture(`${locale}/docs/categories.json`));
const entriesOf = (locale: LocaleCode, cateId: number) => docMenuEntryListSchema.parse(readFixture(`${locale}/docs/tree-${cateId}.json`));

const CATEGORY = 202;
const QUICK_START = 22002;
const DOCUMENT = 22103;
const USER_GUIDE = 22003;
const EMPTY_DIRECTORY = 22007;
const DEEP_DOCUMENT = 22113;
const DEEP_PATH = [22003, 22005, 22006];

function nameOf(locale: LocaleCode, id: number): string {
  const entry = entriesOf(locale, CATEGORY).find((item) => item.id === id);
  if (!entry) throw new Error(`fixture tree ${CATEGORY} has no entry ${id}`);
  return entry.name;
}

/** The document tree; on phones it is folded under a 'Contents' summary first. */
async function openTree(page: Page, site: Site, isMobile: boolean) {
  if (isMobile) await page.locator('summary', { hasText: site.messages['doc.directory'] }).click();
  const tree = page.getByRole('navigation', { name: site.messages['doc.directory'], exact: true });
  await expect(tree).toBeVisible();
  return tree;
}

for (const site of sites) {
  test.describe(`documentation centre, ${site.label} site`, () => {
    test('walks from the categories through the tree to a document, without console errors', { tag: '@phone' }, async ({ page, isMobile }) => {
      const errors = collectConsoleErrors(page);
      const response = await page.goto(urlOn(site, '/document'));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: site.messages['doc.center'] })).toBeVisible();
      const category = categoriesOf(site.code).find((item) => item.id === CATEGORY);
      if (!category) throw new Error('no fixture category 202');
      const main = page.getByRole('main');
      for (const item of categoriesOf(site.code)) await expect(main.getByRole('heading', { level: 2, name: item.name, exact: true })).toBeVisible();

      await main.getByRole('link', { name: category.name }).click();
      await expect(page).toHaveURL(urlOn(site, `/document/${CATEGORY}`));
      await expect(page.getByRole('heading', { level: 1, name: category.name, exact: true })).toBeVisible();

      const tree = await openTree(page, site, isMobile);
      const directory = tree.getByRole('button', { name: nameOf(site.code, QUICK_START), exact: true });
      await expect(directory).toHaveAttribute('aria-expanded', 'false');
      await directory.focus();
      await page.keyboard.press('Enter');
      await expect(directory).toHaveAttribute('aria-expanded', 'true');

      const link = tree.getByRole('link', { name: nameOf(site.code, DOCUMENT), exact: true });
      await link.click();
      await expect(page).toHaveURL(urlOn(site, `/document/${CATEGORY}/${DOCUMENT}`));
      await expect(page.getByRole('heading', { level: 1, name: nameOf(site.code, DOCUMENT), exact: true })).toBeVisible();
      await expect(link).toHaveAttribute('aria-current', 'page');
      // The tree stayed (it lives in the category layout): the directory is still open.
      await expect(directory).toHaveAttribute('aria-expanded', 'true');
      await expect(tree.locator('[aria-current="page"]')).toHaveCount(1);

      await settle(page);
      expect(errors).toEqual([]);
    });

    test('a document address opens the tree down to it, server-rendered', { tag: '@phone' }, async ({ page, isMobile }) => {
      const response = await page.goto(urlOn(site, `/document/${CATEGORY}/${DEEP_DOCUMENT}`));
      expect(response?.status()).toBe(200);
      const html = (await response?.text()) ?? '';
      expect(html).toContain('aria-current="page"');
      const tree = await openTree(page, site, isMobile);
      for (const id of DEEP_PATH) {
        await expect(tree.getByRole('button', { name: nameOf(site.code, id), exact: true })).toHaveAttribute('aria-expanded', 'true');
      }
      await expect(tree.getByRole('link', { name: nameOf(site.code, DEEP_DOCUMENT), exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('heading', { level: 1, name: nameOf(site.code, DEEP_DOCUMENT), exact: true })).toBeVisible();
      await expect(page.getByText(site.messages['doc.updateTime'].replace(/\{time\}.*/, ''), { exact: false }).first()).toBeVisible();
    });

    test('exports the document as a PDF named after its title', async ({ page }) => {
      await page.goto(urlOn(site, `/document/${CATEGORY}/${DOCUMENT}`));
      const button = page.getByRole('button', { name: site.messages['doc.exportPdf'], exact: true });
      await expect(button).toBeEnabled();
      const downloading = page.waitForEvent('download');
      await button.click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(`${nameOf(site.code, DOCUMENT)}.pdf`);
      const path = await download.path();
      const bytes = readFileSync(path);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(bytes.length).toBeGreaterThan(500);
      await expect(button).toBeEnabled();
    });

    test('an empty directory shows both empty-directory texts once opened', { tag: '@phone' }, async ({ page, isMobile }) => {
      const errors = collectConsoleErrors(page);
      await page.goto(urlOn(site, `/document/${CATEGORY}`));
      const tree = await openTree(page, site, isMobile);
      await tree.getByRole('button', { name: nameOf(site.code, USER_GUIDE), exact: true }).click();
      const empty = tree.getByRole('button', { name: nameOf(site.code, EMPTY_DIRECTORY), exact: true });
      await empty.click();
      await expect(empty).toHaveAttribute('aria-expanded', 'true');
      await expect(tree.getByText(site.messages['doc.noContent'], { exact: true })).toBeVisible();
      await expect(tree.getByText(site.messages['doc.emptyDirectory'], { exact: true })).toBeVisible();
      await settle(page);
      expect(errors).toEqual([]);
    });

    test('a console (isWplus) document links to its console copy', async ({ page }) => {
      await page.goto(urlOn(site, `/document/${CATEGORY}/22110`));
      const note = page.getByRole('main').getByRole('note');
      await expect(note).toContainText(site.messages['doc.wplusNotice']);
      await expect(note.getByRole('link', { name: site.messages['doc.openInConsole'] })).toHaveAttribute('href', /^https:\/\/console\.example\.com\//);
    });

    for (const path of [
      '/document/299',
      '/document/abc',
      `/document/${CATEGORY}/21101`,
      `/document/${CATEGORY}/${EMPTY_DIRECTORY}`,
      `/document/${CATEGORY}/99999`,
    ]) {
      test(`${path} answers 404 with the not-found page`, async ({ request }) => {
        const { status, html } = await getPage(request, urlOn(site, path));
        expect(status).toBe(404);
        expect(html).toContain(`>${site.messages['error.404.title']}</h1>`);
      });
    }
  });
}
