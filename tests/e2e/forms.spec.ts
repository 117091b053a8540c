import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { z } from 'zod';
import { SERVER_TEXTS } from '../../cms/forms/messages';
import { sites, urlOn, type Site } from './support/sites';

/** The SQLite file the end-to-end server writes (its CMS_DATABASE_PATH, resolved from the repository root as the server does). */
const DATABASE_PATH = path.resolve(process.env.CMS_DATABASE_PATH ?? 'data/leads.sqlite');
/** The server turns away a form sent within 3 s of its first captcha image (cms/forms/fill-time.ts MIN_FILL_MS). */
const MIN_FILL_MS = 3_000;
/** Never a code: the captcha alphabet has no 0. */
const WRONG_CODE = '0000';

const answerSchema = z.object({ code: z.literal('0'), data: z.object({ code: z.string().length(4) }) });

/**
 * The visitor's current code, through the test-only hook (CMS_CAPTCHA_TEST_HOOK=1) with the page's own cookies.
 * Asked from the page itself: Node's resolver, which page.request uses, does not know `en.localhost`.
 */
async function captchaAnswer(page: Page, site: Site): Promise<string> {
  const answer = await page.evaluate(async (lang) => {
    const response = await fetch(`/api/portal/v1/picture-code/test-answer?lang=${lang}`, { credentials: 'same-origin' });
    return { status: response.status, body: await response.text() };
  }, site.code);
  expect(answer.status, answer.body).toBe(200);
  return answerSchema.parse(JSON.parse(answer.body)).data.code;
}

const isCaptchaLoad = (url: string) => new URL(url).pathname === '/api/portal/v1/picture-code';

/** Does something that makes the form load a new captcha, and waits until the server has issued it. */
async function reloadingCaptcha(page: Page, action: () => Promise<void>): Promise<void> {
  const loaded = page.waitForResponse((response) => isCaptchaLoad(response.url()) && response.status() === 200);
  await action();
  await loaded;
}

/** The lead row the server stored for a company name, or undefined. */
function storedLead(formType: string, companyName: string): { locale: string; fields: Record<string, unknown> } | undefined {
  const db = new Database(DATABASE_PATH, { readonly: true, fileMustExist: true });
  try {
    const row: unknown = db
      .prepare("SELECT locale, fields FROM leads WHERE form_type = ? AND json_extract(fields, '$.companyName') = ?")
      .get(formType, companyName);
    const parsed = z.object({ locale: z.string(), fields: z.string() }).optional().parse(row);
    return parsed && { locale: parsed.locale, fields: z.record(z.string(), z.unknown()).parse(JSON.parse(parsed.fields)) };
  } finally {
    db.close();
  }
}

/** A company name no other run or test uses, so the row found is this test's. */
const uniqueCompany = (label: string) => `E2E ${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A form field by its label (the required mark '*' is part of the label's text). */
const fieldOf = (form: Locator, label: string) => form.getByLabel(new RegExp(`^\\*?${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));

/** The page's lead form (not the side panel's), with its captcha on screen and loaded. */
async function openForm(page: Page, site: Site, pagePath: string): Promise<Locator> {
  const form = page.locator('main form').first();
  // The form asks for its first image when the captcha comes near the screen.
  await reloadingCaptcha(page, async () => {
    await page.goto(urlOn(site, pagePath));
    await fieldOf(form, site.messages['form.label.verifyCode']).scrollIntoViewIfNeeded();
  });
  await expect(form.getByRole('img', { name: site.messages['form.captchaAlt'] })).toBeVisible();
  return form;
}

/** Types the right code and sends, no sooner than a person could have. */
async function submitWithRightCode(page: Page, site: Site, form: Locator, shownAt: number): Promise<void> {
  await fieldOf(form, site.messages['form.label.verifyCode']).fill(await captchaAnswer(page, site));
  await page.waitForTimeout(Math.max(0, MIN_FILL_MS + 200 - (Date.now() - shownAt)));
  await reloadingCaptcha(page, () => form.getByRole('button', { name: site.messages['form.submit'] }).click());
}

/** The English cookie notice, a bar at the foot of the screen until the visitor agrees: compact, and never over what a form says. */
async function expectClearOfCookieNotice(page: Page, status: Locator): Promise<void> {
  const notice = await page.locator('[data-cookie-notice]').boundingBox();
  const line = await status.boundingBox();
  const screenHeight = page.viewportSize()?.height ?? 0;
  if (!notice || !line) throw new Error('no cookie notice or no status line on screen');
  expect(notice.height, 'the cookie notice takes at most an eighth of the screen').toBeLessThanOrEqual(screenHeight / 8);
  expect(line.y + line.height, 'the status line ends above the cookie notice').toBeLessThanOrEqual(notice.y);
  await expect(status).toBeInViewport();
}

for (const site of sites) {
  const m = site.messages;
  const zh = site.code === 'ZH_CN';
  const wrongCode = zh ? SERVER_TEXTS.captchaWrong.zh : SERVER_TEXTS.captchaWrong.en;

  test.describe(`${site.label} lead forms`, () => {
    test('the contact form: empty, bad mobile, wrong captcha, then accepted and stored', async ({ page }) => {
      const form = await openForm(page, site, '/contact');
      const shownAt = Date.now();
      const submit = form.getByRole('button', { name: m['form.submit'] });
      const code = fieldOf(form, m['form.label.verifyCode']);

      // Empty, sent from the keyboard.
      await reloadingCaptcha(page, async () => {
        await fieldOf(form, m['form.label.companyName']).focus();
        await page.keyboard.press('Enter');
      });
      await expect(form.getByText(m['form.fillBaseInfo'])).toHaveCount(zh ? 4 : 5);

      const company = uniqueCompany(`contact ${site.code}`);
      if (zh) {
        await fieldOf(form, m['form.label.name']).fill('张三');
      } else {
        await fieldOf(form, m['form.label.firstName']).fill('Ada');
        await fieldOf(form, m['form.label.lastName']).fill('Lovelace');
      }
      await fieldOf(form, m['form.label.companyName']).fill(company);
      const mobile = fieldOf(form, m['form.label.mobile']);
      await mobile.fill(zh ? '12345678901' : 'call me maybe');
      await code.fill(WRONG_CODE);
      await reloadingCaptcha(page, () => submit.click());
      await expect(form.getByText(m['form.correctMobile'])).toBeVisible();
      await expect(code).toHaveValue('');

      // A wrong code: the server's message as a toast, what was typed kept, the code cleared.
      await mobile.fill(zh ? '010-12345678' : '+44 20 7946 0000');
      await code.fill(WRONG_CODE);
      await page.waitForTimeout(Math.max(0, MIN_FILL_MS + 200 - (Date.now() - shownAt)));
      const rejected = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/portal/v1/contact');
      await reloadingCaptcha(page, () => submit.click());
      expect((await rejected).status()).toBe(422);
      await expect(page.getByRole('alert').filter({ hasText: wrongCode })).toBeVisible();
      await expect(fieldOf(form, m['form.label.companyName'])).toHaveValue(company);
      await expect(mobile).toHaveValue(zh ? '010-12345678' : '+44 20 7946 0000');
      await expect(code).toHaveValue('');

      await submitWithRightCode(page, site, form, shownAt);
      await expect(form.getByText(m['form.submitSuccess'])).toBeVisible();
      if (!zh) await expectClearOfCookieNotice(page, form.getByText(m['form.submitSuccess']));
      await expect(fieldOf(form, m['form.label.companyName'])).toHaveValue('');
      await expect(code).toHaveValue('');

      const lead = storedLead('contact', company);
      expect(lead?.locale).toBe(site.code);
      expect(lead?.fields).toMatchObject(
        zh ? { name: '张三', mobile: '010-12345678' } : { name: 'Ada Lovelace', firstName: 'Ada', lastName: 'Lovelace', mobile: '+44 20 7946 0000' },
      );
    });

    test('the investor visit form at /contact/investment is accepted and stored', async ({ page }) => {
      const form = await openForm(page, site, '/contact/investment');
      const shownAt = Date.now();
      await expect(page.getByRole('heading', { level: 1, name: m['investor.title'] })).toBeVisible();
      await expect(form.getByText(m['form.visitAdvice'])).toBeVisible();
      const company = uniqueCompany(`investment ${site.code}`);
      await fieldOf(form, m['investor.label.institutionName']).fill(company);
      await fieldOf(form, m['investor.label.name']).fill(zh ? '王五' : 'Warren');
      const mobile = fieldOf(form, m['investor.label.mobile']);
      // The Chinese site wants an 11-digit mobile; the English one any international number.
      const [refused, refusal, accepted] = zh ? ['010-12345678', m['form.mobileOnly'], '13800138000'] : ['call me', m['form.correctMobile'], '+44 7700 900123'];
      await mobile.fill(refused);
      await fieldOf(form, m['investor.label.email']).fill('investor@example.com');
      await fieldOf(form, m['investor.label.visitors']).fill('3');
      await reloadingCaptcha(page, () => form.getByRole('button', { name: m['form.submit'] }).click());
      await expect(form.getByText(refusal)).toBeVisible();
      await mobile.fill(accepted);
      await submitWithRightCode(page, site, form, shownAt);
      await expect(form.getByText(`${m['form.submitSuccess']} ${m['form.visitAdvice']}`)).toBeVisible();
      expect(storedLead('investment', company)?.fields).toMatchObject({ type: 'institutional', visitorCount: 3, mobile: accepted });
    });
  });
}

const [zhSite, enSite] = sites;

test('the compatibility certification application offers the CMS choices and is stored', async ({ page }) => {
  const m = zhSite.messages;
  const form = await openForm(page, zhSite, '/compatibility_form');
  const shownAt = Date.now();
  const company = uniqueCompany('compatibility');
  await fieldOf(form, m['form.label.companyName']).fill(company);
  await fieldOf(form, m['form.label.name']).fill('李四');
  await fieldOf(form, m['form.label.mobile']).fill('13800138000');
  await fieldOf(form, m['compatibility.label.productName']).fill('边缘一体机');
  await fieldOf(form, m['compatibility.label.productType']).selectOption({ label: '数据库' });
  await fieldOf(form, m['compatibility.label.applyArea']).selectOption({ label: '企业云' });
  await submitWithRightCode(page, zhSite, form, shownAt);
  await expect(form.getByText(m['form.compatibilitySuccess'])).toBeVisible();
  expect(storedLead('compatibility', company)?.fields).toMatchObject({ productType: 'database', applyArea: 'enterprise-cloud' });
});

test('the partner cooperation application on /partnership_form/mobile is stored', async ({ page }) => {
  const m = enSite.messages;
  const form = await openForm(page, enSite, '/partnership_form/mobile');
  const shownAt = Date.now();
  const company = uniqueCompany('partnership');
  await fieldOf(form, m['form.label.companyName']).fill(company);
  await fieldOf(form, m['form.label.name']).fill('Grace Hopper');
  await fieldOf(form, m['form.label.mobile']).fill('+1 555 0100');
  await fieldOf(form, m['form.label.email']).fill('grace@example.com');
  await fieldOf(form, m['partner.label.cooperationType']).selectOption('technology');
  await fieldOf(form, m['industry.label']).selectOption({ label: m['industry.finance'] });
  await submitWithRightCode(page, enSite, form, shownAt);
  await expect(form.getByText(m['form.partnerSuccess'])).toBeVisible();
  expect(storedLead('partnership', company)).toMatchObject({ locale: 'EN_US', fields: { industry: 'finance', cooperationType: 'technology' } });
});

test("the side panel's contact popup sends the compact contact form", async ({ page, isMobile }) => {
  test.skip(isMobile, 'the side panel is desktop only');
  const m = zhSite.messages;
  await page.goto(urlOn(zhSite, '/company'));
  const contact = page.getByRole('button', { name: zhSite.messages['side.contactUs'] });
  await reloadingCaptcha(page, () => contact.hover());
  const form = page.locator('[data-slot="inquiry-form"] form');
  const shownAt = Date.now();
  await expect(form.getByRole('img', { name: m['form.captchaAlt'] })).toBeVisible();
  const company = uniqueCompany('popup');
  await fieldOf(form, m['form.label.name']).fill('赵六');
  await fieldOf(form, m['form.label.companyName']).fill(company);
  await fieldOf(form, m['form.label.mobile']).fill('13900139000');
  await submitWithRightCode(page, zhSite, form, shownAt);
  await expect(form.getByText(m['form.submitSuccess'])).toBeVisible();
  expect(storedLead('contact', company)?.fields).toMatchObject({ name: '赵六' });
});

test.describe('at 360 px', { tag: '@phone' }, () => {
  test.skip(({ isMobile }) => !isMobile, "a phone's width, on the phone project");
  test.use({ viewport: { width: 360, height: 740 } });
  for (const pagePath of ['/contact', '/compatibility_form', '/partnership_form', '/contact/investment']) {
    for (const site of sites) {
      test(`${site.label} ${pagePath} has no horizontal scroll`, async ({ page }) => {
        // Layout only: a stand-in image keeps these pages off the server's captcha rate limit.
        await page.route(
          (url) => isCaptchaLoad(url.href),
          (route) => route.fulfill({ contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="40"/>' }),
        );
        await page.goto(urlOn(site, pagePath));
        const form = page.locator('main form').first();
        await form.scrollIntoViewIfNeeded();
        await form.getByRole('button', { name: site.messages['form.submit'] }).click();
        await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
        const size = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
        expect(size.scrollWidth, `scrollWidth ${size.scrollWidth} > innerWidth ${size.innerWidth}`).toBeLessThanOrEqual(size.innerWidth);
      });
    }
  }
});
