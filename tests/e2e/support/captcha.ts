import { expect, type Page } from '@playwright/test';
import { z } from 'zod';
import type { Site } from './sites';

const answerSchema = z.object({ code: z.literal('0'), data: z.object({ code: z.string().length(4) }) });

/** Where the forms load their captcha image. */
export const isCaptchaLoad = (url: string): boolean => new URL(url).pathname === '/api/portal/v1/picture-code';

/**
 * The visitor's current captcha code, through the test-only hook (CMS_CAPTCHA_TEST_HOOK=1) with the page's
 * own cookies. Asked from the page: Node's resolver, which page.request uses, does not know `en.localhost`.
 */
export async function captchaAnswer(page: Page, site: Site): Promise<string> {
  const answer = await page.evaluate(async (lang) => {
    const response = await fetch(`/api/portal/v1/picture-code/test-answer?lang=${lang}`, { credentials: 'same-origin' });
    return { status: response.status, body: await response.text() };
  }, site.code);
  expect(answer.status, answer.body).toBe(200);
  return answerSchema.parse(JSON.parse(answer.body)).data.code;
}
