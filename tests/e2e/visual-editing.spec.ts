import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { enUS } from '../../renderer/i18n/messages/en-US';
import { zhCN } from '../../renderer/i18n/messages/zh-CN';
import { startIsolatedServer, type IsolatedServer } from './support/isolated-server';

/**
 * Visual editing (docs/preview.md, "Inspect" and "Editing") on a server of its own over a private copy of the
 * fixtures, editing switched on: a previewer points at a module, reads what the CMS sent and what its contract asks,
 * and edits it in place; the page and every other preview of it refresh themselves, and the fixture changes by the
 * edit alone.
 */
test.skip(({ isMobile }) => isMobile, 'one server of its own; the phone sheet is checked at a phone width below');
test.describe.configure({ mode: 'serial', timeout: 300_000 });

const PORT = 3118;
const PRODUCT = '/product/container-cloud';
/** The draft page that holds the deliberately broken modules (the shipped pages hold none). */
const HOSTILE_PRODUCT = '/product/drop-report-test';
const MESSAGES = { EN_US: enUS, ZH_CN: zhCN } as const;
type Locale = keyof typeof MESSAGES;
const origin = (locale: Locale) => (locale === 'EN_US' ? `http://en.localhost:${PORT}` : `http://localhost:${PORT}`);

let server: IsolatedServer | undefined;
let fixtures = '';
const productFile = (locale: Locale) => path.join(fixtures, locale, 'details/product/container-cloud.json');
const readFixture = (locale: Locale) => fs.readFileSync(productFile(locale), 'utf8');
const storedModules = (locale: Locale): { id: string; details: { visible?: boolean; title?: string } }[] => JSON.parse(readFixture(locale)).moduleViewList;

/** The lines of `after` that differ from `before`, which must have as many. */
function changedLines(before: string, after: string): string[] {
  const old = before.split('\n');
  const now = after.split('\n');
  expect(now).toHaveLength(old.length);
  return now.filter((line, at) => line !== old[at]);
}

test.beforeAll(async () => {
  fixtures = fs.mkdtempSync(path.join(os.tmpdir(), 'visual-editing-fixtures-'));
  fs.cpSync('fixtures', fixtures, { recursive: true });
  server = await startIsolatedServer(PORT, {
    SITE_URL_PORT: String(PORT),
    CMS_FIXTURES_DIR: fixtures,
    CMS_PREVIEW_TOKENS: 'dev-preview-token',
    CMS_PREVIEW_GUESSES_PER_ADDRESS: '1000',
    CMS_EDITING: '1',
  });
});

test.afterAll(() => {
  server?.stop();
  if (fixtures) fs.rmSync(fixtures, { recursive: true, force: true });
});

/** Enters preview on `path` and waits until the page listens for changes; marks the window, so a reload would show. */
async function openPreview(page: Page, locale: Locale, path = PRODUCT): Promise<void> {
  await page.goto(`${origin(locale)}${path}?ispreview=1&pretoken=dev-preview-token`);
  await expect(page.locator('[data-live-preview]')).toHaveAttribute('data-live-preview', 'live');
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));
}

const notReloaded = (page: Page) => page.evaluate(() => 'notReloaded' in window);

/** Turns inspect mode on and opens the module whose outline's label starts with `label`; the panel, once its editor is there. */
async function inspect(page: Page, locale: Locale, label: string, { editor = true } = {}): Promise<Locator> {
  const t = MESSAGES[locale];
  const toggle = page.getByRole('button', { name: t['inspector.toggle'] });
  if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
  await page.getByRole('button', { name: new RegExp(`^${label}`) }).click();
  const panel = page.getByRole('dialog');
  await expect(panel).toBeVisible();
  if (editor) await expect(panel.getByRole('region', { name: t['inspector.edit.title'] })).toBeVisible();
  return panel;
}

const heroTitleField = (panel: Locator) =>
  panel
    .getByRole('region')
    .getByLabel(/^title/)
    .first();

for (const locale of ['EN_US', 'ZH_CN'] as const) {
  test(`${locale}: a previewer changes a title in the inspector; this page and a second preview show it without a reload, and the fixture by one line`, async ({
    page,
    context,
  }) => {
    const t = MESSAGES[locale];
    const second = await context.newPage();
    await openPreview(second, locale);
    await openPreview(page, locale);
    const panel = await inspect(page, locale, 'Hero banner · m-1104-1');
    await expect(panel.getByText(/"title": /)).toBeVisible();

    const before = readFixture(locale);
    const title = `${locale === 'EN_US' ? 'Edited in place' : '就地编辑'} ${Date.now()}`;
    await heroTitleField(panel).fill(title);
    await panel.getByRole('button', { name: t['inspector.edit.save'] }).click();
    await expect(panel.getByText(t['inspector.edit.saved'])).toBeVisible();

    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(second.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(await notReloaded(page)).toBe(true);
    expect(await notReloaded(second)).toBe(true);
    await expect(panel).toBeVisible();
    expect(changedLines(before, readFixture(locale))).toEqual([`        "title": ${JSON.stringify(title)},`]);
  });
}

test('an invalid value is refused with a message at its field, and the file is unchanged', async ({ page }) => {
  await openPreview(page, 'EN_US');
  const panel = await inspect(page, 'EN_US', 'Hero banner · m-1104-1');
  const before = readFixture('EN_US');
  const field = heroTitleField(panel);
  await field.fill('x'.repeat(121));
  await panel.getByRole('button', { name: enUS['inspector.edit.save'] }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const message = page.locator(`#${await field.getAttribute('aria-describedby')}`);
  await expect(message).toContainText('120');
  await page.waitForTimeout(500);
  expect(readFixture('EN_US')).toBe(before);
});

test('a save against content someone else changed meanwhile gets 409: the form says so and shows the newer content', async ({ page, context }) => {
  const other = await context.newPage();
  await openPreview(page, 'EN_US');
  await openPreview(other, 'EN_US');
  const mine = await inspect(page, 'EN_US', 'Hero banner · m-1104-1');
  const theirs = await inspect(other, 'EN_US', 'Hero banner · m-1104-1');

  const first = `Saved first ${Date.now()}`;
  await heroTitleField(theirs).fill(first);
  await theirs.getByRole('button', { name: enUS['inspector.edit.save'] }).click();
  await expect(theirs.getByText(enUS['inspector.edit.saved'])).toBeVisible();
  const written = readFixture('EN_US');

  await heroTitleField(mine).fill('Saved second');
  await mine.getByRole('button', { name: enUS['inspector.edit.save'] }).click();
  await expect(mine.getByText(enUS['inspector.edit.stale'])).toBeVisible();
  await expect(heroTitleField(mine)).toHaveValue(first);
  await expect(mine.getByText(`"title": "${first}"`).first()).toBeVisible();
  expect(readFixture('EN_US')).toBe(written);
});

test("a dropped module's inspector shows its zod issue with the field's path, reached from the drop report", async ({ page }) => {
  await openPreview(page, 'EN_US', HOSTILE_PRODUCT);
  await page.getByRole('button', { name: enUS['preview.dropReport.show'].replace('{id}', 'm-1902-4') }).click();
  const placeholder = page.locator('[data-dropped-entry="3"]');
  await expect(placeholder).toBeInViewport();
  const panel = page.getByRole('dialog');
  await expect(panel.getByRole('heading', { name: 'Feature cards feature-cards' })).toBeVisible();
  const issues = panel.getByRole('region', { name: enUS['inspector.issues'] });
  await expect(issues.getByRole('listitem')).toHaveText([/^cards: Too small/]);
  await expect(page.locator('[data-inspect-key="dropped:3"]')).toHaveClass(/selected/);
});

test('moving a module up reorders the page and the file', async ({ page }) => {
  await openPreview(page, 'EN_US');
  const ids = () => storedModules('EN_US').map((stored) => stored.id);
  const before = ids();
  const panel = await inspect(page, 'EN_US', 'Feature cards · m-1104-2');
  await panel.getByRole('button', { name: enUS['inspector.edit.moveUp'] }).click();
  await expect.poll(ids).toEqual([before[1], before[0], ...before.slice(2)]);
  await expect
    .poll(() =>
      page.locator('[data-module-id]:not([data-dropped-entry])').evaluateAll((marks) => marks.slice(0, 2).map((mark) => mark.getAttribute('data-module-id'))),
    )
    .toEqual(['m-1104-2', 'm-1104-1']);
  await panel.getByRole('button', { name: enUS['inspector.edit.moveDown'] }).click();
  await expect.poll(ids).toEqual(before);
  expect(await notReloaded(page)).toBe(true);
});

test('hiding a module takes it off the page and marks it visible: false; showing it brings it back', async ({ page }) => {
  await openPreview(page, 'EN_US');
  const panel = await inspect(page, 'EN_US', 'Feature cards · m-1104-2');
  const shown = panel.getByRole('checkbox', { name: enUS['inspector.edit.visible'] });
  await expect(shown).toBeChecked();
  await shown.uncheck();
  await expect.poll(() => storedModules('EN_US').find((stored) => stored.id === 'm-1104-2')?.details.visible).toBe(false);
  await expect(page.locator('[data-module-id="m-1104-2"][data-dropped-entry]')).toBeVisible();
  await expect(panel.locator('[data-status="dropped"]')).toBeVisible();
  await shown.check();
  await expect.poll(() => storedModules('EN_US').find((stored) => stored.id === 'm-1104-2')?.details.visible).toBe(true);
  await expect(page.locator('[data-module-id="m-1104-2"]:not([data-dropped-entry])')).toBeAttached();
});

test('adding a module from its contract’s example puts it after this one; removing it asks first and takes it away', async ({ page }) => {
  await openPreview(page, 'EN_US');
  const ids = () => storedModules('EN_US').map((stored) => stored.id);
  const before = ids();
  const panel = await inspect(page, 'EN_US', 'Hero banner · m-1104-1');
  await panel.getByLabel(enUS['inspector.edit.addType']).selectOption({ label: 'Rich text' });
  await panel.getByRole('button', { name: enUS['inspector.edit.addButton'], exact: true }).click();
  await expect.poll(() => ids().length).toBe(before.length + 1);
  const added = ids()[1] ?? '';
  expect(added).toMatch(/^rich-text-/);
  await expect(page.locator(`[data-module-id="${added}"]`)).toBeAttached();
  // The inspector turns to the module it added.
  await expect(panel.getByText(added, { exact: true })).toBeVisible();

  await panel.getByRole('button', { name: enUS['inspector.edit.remove'] }).click();
  await panel.getByRole('button', { name: enUS['inspector.edit.confirm'] }).click();
  await expect.poll(ids).toEqual(before);
  await expect(page.locator(`[data-module-id="${added}"]`)).toHaveCount(0);
  expect(await notReloaded(page)).toBe(true);
});

test('on a phone-wide window the panel is a sheet across the bottom; Escape closes it and returns to the module', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openPreview(page, 'EN_US');
  const toggle = page.getByRole('button', { name: enUS['inspector.toggle'] });
  await toggle.click();
  const first = page.locator('[data-inspect-key]').first();
  await expect(first).toBeFocused();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog');
  const box = await panel.boundingBox();
  expect(box && { left: box.x, bottom: Math.round(box.y + box.height) }).toEqual({ left: 0, bottom: 844 });
  expect(box?.width).toBeGreaterThan(360);
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(first).toBeFocused();
});

test('visitors get no markers, no inspector data and no inspector', async ({ page }) => {
  await page.goto(`${origin('EN_US')}${PRODUCT}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.locator('[data-module-id], #module-inspector-data').count()).toBe(0);
  await expect(page.getByRole('button', { name: enUS['inspector.toggle'] })).toHaveCount(0);
});
