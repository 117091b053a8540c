import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { getDatabase } from '../db/database';
import { countCaptchas, peekCaptcha, putCaptcha } from '../db/captchas';
import { FORM_CASES, PERSON_FILL_MS, readEnvelope, TestBrowser, withTempDatabase, EN_SITE } from '../forms/form-requests.testing';
import { CAPTCHA_ALPHABET, CAPTCHA_LENGTH } from './alphabet';
import { addressKey, networkKey } from './address-key';
import { CAPTCHA_POLICY, checkCaptcha } from './captcha-service';
import { drawCaptchaJpeg } from './draw-raster';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, drawCaptchaSvg } from './draw-svg';
import { glyphOutlines } from './glyphs';
import { VISITOR_COOKIE } from './visitor';

withTempDatabase();

const TOO_FREQUENT = { status: 429, code: '42900001', data: null };
const later = (ms: number) => vi.setSystemTime(Date.now() + ms);
const zhBody = (code: string) => FORM_CASES[0]?.body('ZH_CN', code) ?? {};

describe('the image', () => {
  it('is a raster image of the code (JPEG, pixels only: no outline, text or metadata), never cached', async () => {
    const browser = new TestBrowser();
    const response = await browser.captcha();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await response.arrayBuffer());
    const code = browser.answer();
    expect(code).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{${CAPTCHA_LENGTH}}$`));
    const { format, width, height, exif, xmp, icc, comments } = await sharp(bytes).metadata();
    expect({ format, width, height }).toEqual({ format: 'jpeg', width: 2 * CAPTCHA_WIDTH, height: 2 * CAPTCHA_HEIGHT });
    expect({ exif, xmp, icc, comments }).toEqual({ exif: undefined, xmp: undefined, icc: undefined, comments: undefined });
    const text = bytes.toString('latin1');
    expect(text).not.toMatch(/<svg|<path|\bd="|[MLQCZ][\d. -]{12}/);
    expect(text).not.toContain(code);
  });

  it('draws the same code differently every time, down to the pixels', async () => {
    const pixels = async () =>
      (
        await sharp(await drawCaptchaJpeg('ACEF'))
          .raw()
          .toBuffer()
      ).toString('base64');
    expect(await pixels()).not.toBe(await pixels());
  });

  it('differs every time, even for the same code', () => {
    expect(drawCaptchaSvg('ACEF')).not.toBe(drawCaptchaSvg('ACEF'));
  });

  it('has an outline for every character of the alphabet, none of them confusable', () => {
    for (const char of CAPTCHA_ALPHABET) expect(glyphOutlines().get(char)?.segments.length, char).toBeGreaterThan(3);
    expect(CAPTCHA_ALPHABET).not.toMatch(/[0O1IL2Z5S8BDQG]/);
  });

  it('a pictureType other than us is a 400', async () => {
    const answer = await readEnvelope(await new TestBrowser().captcha('ZH_CN', { query: { pictureType: 'gif' } }));
    expect(answer).toMatchObject({ status: 400, code: '40000001', message: '不支持的验证码类型' });
  });
});

describe('the visitor cookie', () => {
  it('is httpOnly, SameSite=Lax, on the API path, and not Secure over http', async () => {
    const response = await new TestBrowser().captcha();
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(new RegExp(`^${VISITOR_COOKIE}=[A-Za-z0-9_-]{22}; `));
    expect(cookie).toContain('; HttpOnly');
    expect(cookie).toContain('; SameSite=Lax');
    expect(cookie).toContain('; Path=/api/portal/v1');
    expect(cookie).not.toContain('Secure');
  });

  it('is Secure when the request is https', async () => {
    const response = await new TestBrowser('https://localhost').captcha();
    expect(response.headers.get('set-cookie')).toContain('; Secure');
  });

  it('trusts X-Forwarded-Proto only behind a trusted proxy', async () => {
    const headers = { 'x-forwarded-proto': 'https' };
    expect((await new TestBrowser().captcha('ZH_CN', { headers })).headers.get('set-cookie')).not.toContain('Secure');
    vi.stubEnv('CMS_TRUSTED_PROXIES', '1');
    expect((await new TestBrowser().captcha('ZH_CN', { headers })).headers.get('set-cookie')).toContain('; Secure');
  });

  it('is set once; a new image for the same browser replaces its answer', async () => {
    const browser = new TestBrowser();
    await browser.captcha();
    const first = browser.answer();
    const cookie = browser.cookie;
    let second = first;
    // A new code can repeat the old one by chance; ask until it differs.
    for (let i = 0; i < 5 && second === first; i += 1) {
      const response = await browser.captcha();
      expect(response.headers.get('set-cookie')).toBeNull();
      second = browser.answer();
    }
    expect(browser.cookie).toBe(cookie);
    expect(second).not.toBe(first);
    expect(countCaptchas(getDatabase())).toBe(1);
    later(PERSON_FILL_MS);
    const stale = await browser.post('/contact', zhBody(first));
    expect(stale.code).toBe('42200002');
  });

  it('a forged or malformed cookie gets a fresh visitor', async () => {
    const browser = new TestBrowser();
    const response = await browser.captcha('ZH_CN', { headers: { cookie: `${VISITOR_COOKIE}=../../etc/passwd` } });
    expect(response.headers.get('set-cookie')).toMatch(new RegExp(`^${VISITOR_COOKIE}=[A-Za-z0-9_-]{22};`));
  });
});

describe('the answer', () => {
  it('expires after 5 minutes', async () => {
    const browser = new TestBrowser();
    await browser.captcha();
    const code = browser.answer();
    later(CAPTCHA_POLICY.ttlMs);
    const answer = await browser.post('/contact', zhBody(code));
    expect(answer).toMatchObject({ status: 422, code: '42200002', message: '验证码已过期，请刷新后重新输入' });
  });

  it('is still good just before 5 minutes', async () => {
    const browser = new TestBrowser();
    await browser.captcha();
    const code = browser.answer();
    later(CAPTCHA_POLICY.ttlMs - 1000);
    expect((await browser.post('/contact', zhBody(code))).code).toBe('0');
  });

  it('is used up by a right check', async () => {
    const browser = new TestBrowser();
    const code = await browser.solvedCaptcha();
    expect((await browser.post('/contact', zhBody(code))).code).toBe('0');
    expect(countCaptchas(getDatabase())).toBe(0);
    expect((await browser.post('/contact', { ...zhBody(code), name: '李四' })).code).toBe('42200002');
  });

  it('is used up by a wrong check: the right answer afterwards fails too', async () => {
    const browser = new TestBrowser();
    const code = await browser.solvedCaptcha();
    const wrong = code === 'AAAA' ? 'CCCC' : 'AAAA';
    expect((await browser.post('/contact', zhBody(wrong))).code).toBe('42200002');
    expect(countCaptchas(getDatabase())).toBe(0);
    const answer = await browser.post('/contact', zhBody(code));
    expect(answer).toMatchObject({ status: 422, code: '42200002' });
  });

  it('is left alone by a submission that breaks a form rule (the rules run first)', async () => {
    const browser = new TestBrowser();
    const code = await browser.solvedCaptcha();
    expect((await browser.post('/contact', { ...zhBody(code), mobile: '123' })).code).toBe('42200001');
    expect((await browser.post('/contact', zhBody(code))).code).toBe('0');
  });

  it('checkCaptcha: unknown visitor, expired, wrong and right', () => {
    const db = getDatabase();
    expect(checkCaptcha(db, undefined, 'ACEF')).toEqual({ ok: false, reason: 'captchaMissing' });
    expect(checkCaptcha(db, 'nobody-nobody-nobody-1', 'ACEF')).toEqual({ ok: false, reason: 'captchaWrong' });
  });
});

// Every case draws dozens of images (sharp, then noise on every pixel): seconds on a busy machine.
describe('rate limits', { timeout: 30_000 }, () => {
  it.each([
    ['ZH_CN', '验证码获取过于频繁，请稍后再试'],
    ['EN_US', 'Verification code requested too frequently, please try again later'],
  ] as const)(`per visitor: the ${CAPTCHA_POLICY.perVisitor + 1}th image in a minute is a 429 (%s)`, async (lang, message) => {
    const browser = new TestBrowser(lang === 'ZH_CN' ? undefined : EN_SITE);
    for (let i = 0; i < CAPTCHA_POLICY.perVisitor; i += 1) expect((await browser.captcha(lang)).status).toBe(200);
    const refused = await readEnvelope(await browser.captcha(lang));
    expect(refused).toMatchObject({ ...TOO_FREQUENT, message });
    later(CAPTCHA_POLICY.windowMs);
    expect((await browser.captcha(lang)).status).toBe(200);
  });

  it('per address: new cookies do not escape it', async () => {
    for (let i = 0; i < CAPTCHA_POLICY.perAddress; i += 1) expect((await new TestBrowser(undefined, '198.51.100.1').captcha()).status).toBe(200);
    expect(await readEnvelope(await new TestBrowser(undefined, '198.51.100.1').captcha())).toMatchObject(TOO_FREQUENT);
    expect((await new TestBrowser(undefined, '198.51.100.2').captcha()).status).toBe(200);
  });

  it('per address: CMS_CAPTCHA_IMAGES_PER_ADDRESS sets the limit, for sites whose visitors share an address', async () => {
    vi.stubEnv('CMS_CAPTCHA_IMAGES_PER_ADDRESS', '75');
    for (let i = 0; i < 75; i += 1) expect((await new TestBrowser(undefined, '198.51.100.9').captcha()).status).toBe(200);
    expect(await readEnvelope(await new TestBrowser(undefined, '198.51.100.9').captcha())).toMatchObject(TOO_FREQUENT);
  });

  it('per address: an IPv6 host is one client across its /64', async () => {
    const host = (suffix: string) => new TestBrowser(undefined, `2001:db8:1:2:${suffix}`);
    for (let i = 0; i < CAPTCHA_POLICY.perAddress; i += 1) expect((await host(`:${(i + 1).toString(16)}`).captcha()).status).toBe(200);
    expect(await readEnvelope(await host('ffff:ffff:ffff:ffff').captcha())).toMatchObject(TOO_FREQUENT);
    expect((await new TestBrowser(undefined, '2001:db8:1:3::1').captcha()).status).toBe(200);
  });

  it('at the global cap, the address holding the most answers loses its oldest, and a visitor elsewhere still gets an image', async () => {
    const db = getDatabase();
    const flooder = '198.51.100.66';
    const fill = db.transaction(() => {
      for (let i = 0; i < 3; i += 1)
        putCaptcha(db, `office-${i}`, { answer: 'ACEF', issuedAt: Date.now() - 10_000, expiresAt: Date.now() + 60_000 }, '192.0.2.5');
      for (let i = 3; i < CAPTCHA_POLICY.maxLive; i += 1) {
        putCaptcha(db, `flood-${i}`, { answer: 'ACEF', issuedAt: Date.now() - 60_000 + i, expiresAt: Date.now() + 60_000 }, flooder);
      }
    });
    fill();
    const visitor = new TestBrowser(undefined, '203.0.113.20');
    expect((await visitor.captcha()).status).toBe(200);
    expect(countCaptchas(db)).toBe(CAPTCHA_POLICY.maxLive);
    expect(peekCaptcha(db, 'flood-3')).toBeUndefined();
    expect(peekCaptcha(db, 'flood-4')).toBeDefined();
    expect(peekCaptcha(db, 'office-0')).toBeDefined();
    expect((await new TestBrowser(undefined, flooder).captcha()).status).toBe(200);
    expect(peekCaptcha(db, 'flood-4')).toBeUndefined();
  });

  /**
   * Fills the table to its cap with one answer from each of `networks`, oldest first, in the rows the service
   * stores below its cap (storeAnswer would count the whole table for each of the 20,000).
   */
  const fillFrom = (address: (i: number) => string) => {
    const db = getDatabase();
    db.transaction(() => {
      for (let i = 0; i < CAPTCHA_POLICY.maxLive; i += 1) {
        const issuedAt = Date.now() - 60_000 + i;
        putCaptcha(db, `attacker-${i}`, { answer: 'ACEF', issuedAt, expiresAt: issuedAt + CAPTCHA_POLICY.ttlMs }, networkKey(addressKey(address(i))));
      }
    })();
    return db;
  };
  const victimKeeps = async (attacker: (i: number) => string) => {
    const db = getDatabase();
    // The victim's address sorts before every attacker's, as 192.0.2.7 did in the report.
    const victim = new TestBrowser(undefined, '192.0.2.7');
    expect((await victim.captcha()).status).toBe(200);
    const answer = victim.answer();
    for (let i = 0; i < 3; i += 1) expect((await new TestBrowser(undefined, attacker(CAPTCHA_POLICY.maxLive + i)).captcha()).status).toBe(200);
    expect(victim.answer()).toBe(answer);
    expect(countCaptchas(db)).toBe(CAPTCHA_POLICY.maxLive);
    expect([0, 1, 2, 3, 4].map((i) => peekCaptcha(db, `attacker-${i}`) !== undefined)).toEqual([false, false, false, false, true]);
  };

  it('at the global cap, one answer from each of 20,000 /64s of one IPv6 /48 counts as one network: a victim elsewhere keeps theirs', async () => {
    fillFrom((i) => `2001:db8:aa:${i.toString(16)}::1`);
    await victimKeeps((i) => `2001:db8:aa:${i.toString(16)}::1`);
  }, 60_000);

  it('at the global cap, one answer from each of 20,000 networks ties: the oldest go first, and a fresh answer survives', async () => {
    fillFrom((i) => `2001:db8:${(i + 1).toString(16)}::1`);
    await victimKeeps((i) => `2001:db8:${(i + 1).toString(16)}::1`);
  }, 60_000);

  it('a request of unknown address is limited too: every such request counts as one client', async () => {
    const unknown = () => new TestBrowser(undefined, null).captcha();
    for (let i = 0; i < CAPTCHA_POLICY.perAddress; i += 1) expect((await unknown()).status).toBe(200);
    expect(await readEnvelope(await unknown())).toMatchObject(TOO_FREQUENT);
    expect((await new TestBrowser(undefined, '198.51.100.4').captcha()).status).toBe(200);
  });

  it('X-Forwarded-For is ignored unless proxies are trusted', async () => {
    const spoofed = (i: number) => ({ headers: { 'x-forwarded-for': `192.0.2.${i}` } });
    for (let i = 0; i < CAPTCHA_POLICY.perAddress; i += 1) await new TestBrowser(undefined, '198.51.100.3').captcha('ZH_CN', spoofed(i));
    expect((await new TestBrowser(undefined, '198.51.100.3').captcha('ZH_CN', spoofed(99))).status).toBe(429);
  });

  it('with one trusted proxy, the last X-Forwarded-For entry is the client', async () => {
    vi.stubEnv('CMS_TRUSTED_PROXIES', '1');
    const via = (client: string) => ({ headers: { 'x-forwarded-for': `6.6.6.6, ${client}` } });
    for (let i = 0; i < CAPTCHA_POLICY.perAddress; i += 1) await new TestBrowser(undefined, '10.0.0.1').captcha('ZH_CN', via('192.0.2.50'));
    expect((await new TestBrowser(undefined, '10.0.0.1').captcha('ZH_CN', via('192.0.2.50'))).status).toBe(429);
    expect((await new TestBrowser(undefined, '10.0.0.1').captcha('ZH_CN', via('192.0.2.51'))).status).toBe(200);
  });

  it('a refused request stores no answer', async () => {
    const browser = new TestBrowser();
    for (let i = 0; i < CAPTCHA_POLICY.perVisitor; i += 1) await browser.captcha();
    const before = browser.answer();
    await browser.captcha();
    expect(browser.answer()).toBe(before);
  });
});

describe('the test hook', () => {
  const hookSchema = z.object({ code: z.string() });

  it.each([undefined, '0', ''])('is absent when CMS_CAPTCHA_TEST_HOOK is %j', async (value) => {
    if (value !== undefined) vi.stubEnv('CMS_CAPTCHA_TEST_HOOK', value);
    const browser = new TestBrowser();
    await browser.captcha();
    const answer = await readEnvelope(await browser.send('/picture-code/test-answer'));
    expect(answer).toMatchObject({ status: 404, code: '40400001', data: null });
    expect(answer.message).not.toContain(browser.answer());
  });

  it("tells the current visitor's code when CMS_CAPTCHA_TEST_HOOK=1, without using it up", async () => {
    vi.stubEnv('CMS_CAPTCHA_TEST_HOOK', '1');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const browser = new TestBrowser();
    await browser.captcha();
    const answer = await readEnvelope(await browser.send('/picture-code/test-answer'));
    expect(hookSchema.parse(answer.data).code).toBe(browser.answer());
    later(PERSON_FILL_MS);
    expect((await browser.post('/contact', zhBody(browser.answer()))).code).toBe('0');
    expect((await readEnvelope(await browser.send('/picture-code/test-answer'))).status).toBe(404);
  });

  it('a bad CMS_CAPTCHA_TEST_HOOK value fails loudly', async () => {
    vi.stubEnv('CMS_CAPTCHA_TEST_HOOK', 'yes');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = await readEnvelope(await new TestBrowser().send('/picture-code/test-answer'));
    expect(answer.status).toBe(500);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('CMS_CAPTCHA_TEST_HOOK'));
  });
});
