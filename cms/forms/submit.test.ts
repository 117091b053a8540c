import { describe, expect, it, vi } from 'vitest';
import { formReceiptSchema, toContactPayload } from '@/schemas/forms';
import type { LanguageCode } from '@/schemas/locale';
import { getDatabase } from '../db/database';
import { allLeads } from '../db/leads';
import { FILL_POLICY, MIN_FILL_MS } from './fill-time';
import { CMS_BASE_PATH, handleCmsRequest } from '../handler';
import {
  contactValues,
  EN_SITE,
  FORM_CASES,
  formExtras,
  leadCount,
  readEnvelope,
  siteOf,
  TestBrowser,
  withTempDatabase,
  ZH_SITE,
} from './form-requests.testing';

withTempDatabase();

const LOCALES: LanguageCode[] = ['ZH_CN', 'EN_US'];
const CODES = {
  badRequest: '40000001',
  forbidden: '40300001',
  conflict: '40900001',
  tooLarge: '41300001',
  mediaType: '41500001',
  invalidForm: '42200001',
  captcha: '42200002',
  bot: '42200003',
};

async function browserWithCaptcha(locale: LanguageCode = 'ZH_CN') {
  const browser = new TestBrowser(siteOf(locale));
  const code = await browser.solvedCaptcha(locale);
  return { browser, code };
}

const zhContact = (verifyCode: string, overrides: Record<string, unknown> = {}) => ({
  ...toContactPayload(contactValues({ verifyCode }), 'ZH_CN', formExtras()),
  ...overrides,
});

/** After a refusal: nothing stored, and the same server still takes a good submission. */
async function expectNothingStoredAndStillServing() {
  expect(leadCount()).toBe(0);
  const { browser, code } = await browserWithCaptcha();
  const answer = await browser.post('/contact', zhContact(code));
  expect(answer.code, answer.message).toBe('0');
  expect(leadCount()).toBe(1);
}

describe('accepted submissions', () => {
  it.each(FORM_CASES.flatMap((c) => LOCALES.map((locale) => [c.form, locale, c] as const)))(
    '%s in %s is stored with its type, locale, fields and time, and answers a receipt',
    async (form, locale, formCase) => {
      const { browser, code } = await browserWithCaptcha(locale);
      const body = formCase.body(locale, code);
      const before = Date.now();
      const answer = await browser.post(formCase.path, body, locale);
      expect(answer, answer.message).toMatchObject({ status: 200, code: '0' });
      const receipt = formReceiptSchema.parse(answer.data);
      const [lead, ...more] = [...allLeads(getDatabase())];
      expect(more).toEqual([]);
      expect(lead).toMatchObject({ id: receipt.id, receivedAt: receipt.receivedAt, formType: form, locale });
      expect(Date.parse(receipt.receivedAt)).toBeGreaterThanOrEqual(before - 1);
      // The visitor's fields, not the captcha or the bot traps.
      expect(lead?.fields).not.toHaveProperty('verifyCode');
      expect(lead?.fields).not.toHaveProperty('website2');
      expect(lead?.fields).not.toHaveProperty('startedAt');
      expect(lead?.fields.name).toBe(body.name);
      expect(lead?.fields.companyName).toBe(body.companyName);
    },
  );

  it('English contact stores the name as first name, a space, last name', async () => {
    const { browser, code } = await browserWithCaptcha('EN_US');
    const body = toContactPayload(contactValues({ verifyCode: code, mobile: '+44 20 7946 0000' }), 'EN_US', formExtras());
    expect((await browser.post('/contact', body, 'EN_US')).code).toBe('0');
    expect([...allLeads(getDatabase())][0]?.fields).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', name: 'Ada Lovelace' });
  });

  it('accepts the captcha in any letter case', async () => {
    const { browser, code } = await browserWithCaptcha();
    expect((await browser.post('/contact', zhContact(code.toLowerCase()))).code).toBe('0');
  });
});

describe('bad input is refused with a clear message and the right status, before anything is stored', () => {
  it.each([
    ['ZH_CN', '请完善基本信息 (缺少字段 mobile)'],
    ['EN_US', 'Please fill in the basic information (The field mobile is missing)'],
  ] as const)('a missing field (%s)', async (locale, message) => {
    const { browser, code } = await browserWithCaptcha(locale);
    const { mobile: _, ...body } = FORM_CASES[0]?.body(locale, code) ?? {};
    const answer = await browser.post('/contact', body, locale);
    expect(answer).toMatchObject({ status: 422, code: CODES.invalidForm, message, data: null });
    await expectNothingStoredAndStillServing();
  });

  it('an empty required field answers the rule text of the language', async () => {
    const { browser, code } = await browserWithCaptcha();
    expect(await browser.post('/contact', zhContact(code, { companyName: '  ' }))).toMatchObject({ status: 422, message: '请完善基本信息' });
    const en = await browserWithCaptcha('EN_US');
    const body = { ...FORM_CASES[0]?.body('EN_US', en.code), lastName: '' };
    expect(await en.browser.post('/contact', body, 'EN_US')).toMatchObject({ status: 422, message: 'Please fill in the basic information' });
  });

  it.each([
    ['name', 21, '字段 name 超过 20 个字符'],
    ['companyName', 101, '字段 companyName 超过 100 个字符'],
    ['mobile', 21, '字段 mobile 超过 20 个字符'],
  ])('an oversize %s (%i characters)', async (field, length, message) => {
    const { browser, code } = await browserWithCaptcha();
    const answer = await browser.post('/contact', zhContact(code, { [field]: '1'.repeat(length) }));
    expect(answer).toMatchObject({ status: 422, code: CODES.invalidForm, message });
    await expectNothingStoredAndStillServing();
  });

  it('an oversize captcha answer', async () => {
    const { browser, code } = await browserWithCaptcha();
    const answer = await browser.post('/contact', zhContact(`${code}X`));
    expect(answer).toMatchObject({ status: 422, code: CODES.invalidForm, message: '字段 verifyCode 超过 4 个字符' });
  });

  it.each([
    ['ZH_CN', '表单含有未知字段：isAdmin'],
    ['EN_US', 'The form has unknown fields: isAdmin'],
  ] as const)('an unknown extra field (%s)', async (locale, message) => {
    const { browser, code } = await browserWithCaptcha(locale);
    const answer = await browser.post('/contact', { ...FORM_CASES[0]?.body(locale, code), isAdmin: true }, locale);
    expect(answer).toMatchObject({ status: 422, code: CODES.invalidForm, message });
    await expectNothingStoredAndStillServing();
  });

  it.each([
    ['a bell in the name', { name: '张\u0007三' }],
    ['a tab in the company', { companyName: '示例\t科技' }],
    ['a line break in the mobile', { mobile: '138\n12345678' }],
    ['a NUL in the captcha', { verifyCode: 'AB\u0000C' }],
    ['DEL in the name', { name: '张三\u007f' }],
  ])('control characters: %s', async (_, overrides) => {
    const { browser, code } = await browserWithCaptcha();
    const answer = await browser.post('/contact', zhContact(code, overrides));
    expect(answer).toMatchObject({ status: 422, code: CODES.invalidForm });
    expect(['输入内容含有不允许的字符', '请完善基本信息', '请输入正确的手机号码或座机号码']).toContain(answer.message);
    await expectNothingStoredAndStillServing();
  });

  it('control characters answer their own message in both languages', async () => {
    const zh = await browserWithCaptcha();
    expect((await zh.browser.post('/contact', zhContact(zh.code, { name: '张\u0007三' }))).message).toBe('输入内容含有不允许的字符');
    const en = await browserWithCaptcha('EN_US');
    const body = { ...FORM_CASES[0]?.body('EN_US', en.code), companyName: 'Ex\u001bample' };
    expect((await en.browser.post('/contact', body, 'EN_US')).message).toBe('The input contains characters that are not allowed');
  });

  it('a multi-line field keeps its line breaks but not other control characters', async () => {
    const { browser, code } = await browserWithCaptcha();
    const body = FORM_CASES[1]?.body('ZH_CN', code) ?? {};
    expect((await browser.post('/contact', { ...body, content: '第一行\n第二行\u0008' })).message).toBe('输入内容含有不允许的字符');
    const again = await browser.solvedCaptcha();
    expect((await browser.post('/contact', { ...body, verifyCode: again, content: '第一行\r\n第二行\t!' })).code).toBe('0');
  });

  it.each([['a wrong captcha', (code: string) => (code === 'AAAA' ? 'CCCC' : 'AAAA'), '验证码错误，请重新输入']])('%s', async (_, wrong, message) => {
    const { browser, code } = await browserWithCaptcha();
    const answer = await browser.post('/contact', zhContact(wrong(code)));
    expect(answer).toMatchObject({ status: 422, code: CODES.captcha, message });
    await expectNothingStoredAndStillServing();
  });

  it('a reused captcha: the second submission with the same answer is refused', async () => {
    const { browser, code } = await browserWithCaptcha();
    expect((await browser.post('/contact', zhContact(code))).code).toBe('0');
    const answer = await browser.post('/contact', zhContact(code, { name: '李四' }));
    expect(answer).toMatchObject({ status: 422, code: CODES.captcha, message: '验证码错误，请重新输入' });
    expect(leadCount()).toBe(1);
  });

  it('a captcha from another browser does not count', async () => {
    const { code } = await browserWithCaptcha();
    const other = new TestBrowser();
    const otherCode = await other.solvedCaptcha();
    const answer = await other.post('/contact', zhContact(code));
    expect(answer.code).toBe(code === otherCode ? '0' : CODES.captcha);
  });

  it('no captcha cookie at all', async () => {
    const answer = await new TestBrowser().post('/contact', zhContact('ABCD'));
    expect(answer).toMatchObject({ status: 422, code: CODES.captcha, message: '请先获取验证码（需要允许 Cookie）' });
  });

  it.each([
    ['/contact', 'job', '未知的表单类型："job"'],
    ['/contact', 42, '未知的表单类型：42'],
    ['/compatibility_apply', 'contact', '未知的表单类型："contact"'],
  ])('an unknown form type on %s (%s)', async (path, type, message) => {
    const { browser, code } = await browserWithCaptcha();
    const answer = await browser.post(path, zhContact(code, { type }));
    expect(answer).toMatchObject({ status: 422, code: CODES.invalidForm, message });
    await expectNothingStoredAndStillServing();
  });

  it('an unknown investor type answers the required-information rule', async () => {
    const { browser, code } = await browserWithCaptcha();
    const body = { ...FORM_CASES[3]?.body('ZH_CN', code), type: 'robot' };
    expect(await browser.post('/contact/investment', body)).toMatchObject({ status: 422, message: '请填写必填信息' });
  });

  it('a field of the wrong JSON type', async () => {
    const { browser, code } = await browserWithCaptcha();
    expect(await browser.post('/contact', zhContact(code, { mobile: 13812345678 }))).toMatchObject({
      status: 422,
      code: CODES.invalidForm,
      message: '字段 mobile 的类型不正确',
    });
  });

  it.each([
    [ZH_SITE, '请求体不是有效的 JSON'],
    [EN_SITE, 'request body is not valid JSON'],
  ])('malformed JSON from %s', async (site, message) => {
    const browser = new TestBrowser(site);
    const response = await browser.send('/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site },
      body: '{"name": "张三",',
    });
    expect(await readEnvelope(response)).toMatchObject({ status: 400, code: CODES.badRequest, message });
    await expectNothingStoredAndStillServing();
  });

  it('a JSON array instead of an object', async () => {
    const response = await new TestBrowser().send('/contact', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '[1,2]' });
    expect(await readEnvelope(response)).toMatchObject({ status: 400, code: CODES.badRequest, message: '请求体必须是 JSON 对象' });
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', ''])('content type %j', async (contentType) => {
    const { browser, code } = await browserWithCaptcha();
    const headers: Record<string, string> = contentType ? { 'content-type': contentType } : {};
    const body = JSON.stringify({ ...zhContact(code, { proofOfWork: await browser.proof() }), lang: 'ZH_CN' });
    const response = await browser.send('/contact', { method: 'POST', headers, body });
    expect(await readEnvelope(response)).toMatchObject({ status: 415, code: CODES.mediaType, message: '请求体必须是 JSON（content-type: application/json）' });
    await expectNothingStoredAndStillServing();
  });

  it.each(['http://evil.example', 'https://localhost.evil.example', 'null', 'file://', 'http://127.0.0.1:3000', 'not a url'])(
    'a foreign Origin %j',
    async (origin) => {
      const { browser, code } = await browserWithCaptcha();
      const answer = await browser.post('/contact', zhContact(code), 'ZH_CN', { origin });
      expect(answer).toMatchObject({ status: 403, code: CODES.forbidden, message: '不接受来自其他网站的提交' });
      await expectNothingStoredAndStillServing();
    },
  );

  it.each(['http://localhost:3000', 'http://localhost:3100', 'https://localhost', 'http://en.localhost:8080', 'HTTP://EN.LOCALHOST:3000'])(
    "the site's own Origin %j is accepted, on any port",
    async (origin) => {
      const { browser, code } = await browserWithCaptcha();
      expect((await browser.post('/contact', zhContact(code), 'ZH_CN', { origin })).code).toBe('0');
    },
  );

  it('a request without Origin is accepted', async () => {
    const { browser, code } = await browserWithCaptcha();
    const response = await browser.send('/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...zhContact(code, { proofOfWork: await browser.proof() }), lang: 'ZH_CN' }),
    });
    expect((await readEnvelope(response)).code).toBe('0');
  });

  it('a body over 16 KB is a 413, read no further', async () => {
    const { browser, code } = await browserWithCaptcha();
    const answer = await browser.post('/contact', zhContact(code, { content: 'x'.repeat(16 * 1024) }));
    expect(answer).toMatchObject({ status: 413, code: CODES.tooLarge, message: '请求体超过 16384 字节' });
    await expectNothingStoredAndStillServing();
  });

  it('a body over 16 KB without a length (streamed) is a 413 too', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(4096));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1;
        if (sent > 100) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const request = new Request(`${ZH_SITE}${CMS_BASE_PATH}/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(await readEnvelope(await handleCmsRequest(request))).toMatchObject({ status: 413, code: CODES.tooLarge });
    expect(sent).toBeLessThan(10);
  });

  it('a body just under 16 KB is read (and then judged by the rules)', async () => {
    const { browser, code } = await browserWithCaptcha();
    const body = zhContact(code, { content: '', proofOfWork: await browser.proof() });
    const content = 'x'.repeat(16 * 1024 - Buffer.byteLength(JSON.stringify({ ...body, lang: 'ZH_CN' })));
    const answer = await browser.post('/contact', { ...body, content });
    expect(answer).toMatchObject({ status: 422, code: CODES.invalidForm, message: '字段 content 超过 1000 个字符' });
  });

  it('the document export keeps its 1.5 MB limit', async () => {
    const response = await new TestBrowser().send('/help-doc/document/pdf/0', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ content: 'x'.repeat(20 * 1024), updateTime: '' }),
    });
    expect(response.status).not.toBe(413);
  });
});

describe('bot traps', () => {
  it('a filled-in honeypot is refused, clearly, and nothing is stored', async () => {
    const { browser, code } = await browserWithCaptcha();
    const answer = await browser.post('/contact', zhContact(code, { website2: 'http://spam.example' }));
    expect(answer).toMatchObject({ status: 422, code: CODES.bot, message: '提交未被接受，请刷新页面后重试' });
    expect(leadCount()).toBe(0);
  });

  /** A browser with a fresh image and its answer, the test clock not moved: the form was shown just now. */
  const justShown = async () => {
    const browser = new TestBrowser();
    await browser.captcha();
    return { browser, code: browser.answer() };
  };
  const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

  it('a submission within 3 s of the first image is refused and the captcha is kept for the next try', async () => {
    const { browser, code } = await justShown();
    later(MIN_FILL_MS - 500);
    const fast = await browser.post('/contact', zhContact(code));
    expect(fast).toMatchObject({ status: 422, code: CODES.bot, message: '提交过快，请稍候几秒再提交' });
    expect(leadCount()).toBe(0);
    later(500);
    expect((await browser.post('/contact', zhContact(code))).code).toBe('0');
  });

  it('the fill time the browser claims does not count: `startedAt: 1` right after the image is refused', async () => {
    const { browser, code } = await justShown();
    const fast = await browser.post('/contact', zhContact(code, { startedAt: 1 }));
    expect(fast).toMatchObject({ status: 422, code: CODES.bot, message: '提交过快，请稍候几秒再提交' });
    expect(leadCount()).toBe(0);
  });

  it.each([
    ['ahead', 60_000],
    ['behind', -86_400_000],
  ])("a browser clock that is %s does not matter either way: the server's time since the image counts", async (_, skew) => {
    const { browser, code } = await justShown();
    later(MIN_FILL_MS);
    expect((await browser.post('/contact', zhContact(code, { startedAt: Date.now() + skew }))).code).toBe('0');
  });

  it('the time counts from the first image of the fill: new images and wrong answers do not restart it', async () => {
    const { browser, code } = await justShown();
    later(MIN_FILL_MS);
    const wrong = code === 'AAAA' ? 'CCCC' : 'AAAA';
    expect((await browser.post('/contact', zhContact(wrong))).code).toBe(CODES.captcha);
    await browser.captcha();
    later(1000);
    expect((await browser.post('/contact', zhContact(browser.answer()))).code).toBe('0');
  });

  it('a stored lead ends the fill: the next form counts from its own first image', async () => {
    const { browser, code } = await browserWithCaptcha();
    expect((await browser.post('/contact', zhContact(code))).code).toBe('0');
    await browser.captcha();
    later(1000);
    expect((await browser.post('/contact', zhContact(browser.answer(), { name: '李四' }))).code).toBe(CODES.bot);
  });

  it(`a fill left ${FILL_POLICY.ttlMs / 60_000} minutes without a new image starts again with the next one`, async () => {
    const { browser } = await justShown();
    later(FILL_POLICY.ttlMs);
    await browser.captcha();
    later(1000);
    expect((await browser.post('/contact', zhContact(browser.answer()))).code).toBe(CODES.bot);
  });

  it('English bot messages are English', async () => {
    const { browser, code } = await browserWithCaptcha('EN_US');
    const answer = await browser.post('/contact', { ...FORM_CASES[0]?.body('EN_US', code), website2: 'x' }, 'EN_US');
    expect(answer.message).toBe('The submission was not accepted, please reload the page and try again');
  });
});

describe('retries are stored once', () => {
  it('the same Idempotency-Key and body answer the same receipt, even after the captcha is used up', async () => {
    const { browser, code } = await browserWithCaptcha();
    const headers = { 'idempotency-key': 'retry-key-0001' };
    const body = zhContact(code);
    const first = await browser.post('/contact', body, 'ZH_CN', headers);
    const second = await browser.post('/contact', body, 'ZH_CN', headers);
    expect(first.code).toBe('0');
    expect(second).toMatchObject({ status: 200, code: '0', data: first.data });
    expect(leadCount()).toBe(1);
  });

  it('without a key, resending the identical body (same form, same startedAt) is recognised too', async () => {
    const { browser, code } = await browserWithCaptcha();
    const body = zhContact(code);
    const first = await browser.post('/contact', body);
    const second = await browser.post('/contact', body);
    expect(second.data).toEqual(first.data);
    expect(leadCount()).toBe(1);
  });

  it('the same key with a different body is a 409', async () => {
    const { browser, code } = await browserWithCaptcha();
    const headers = { 'idempotency-key': 'retry-key-0002' };
    expect((await browser.post('/contact', zhContact(code), 'ZH_CN', headers)).code).toBe('0');
    const again = await browser.solvedCaptcha();
    const answer = await browser.post('/contact', zhContact(again, { name: '李四' }), 'ZH_CN', headers);
    expect(answer).toMatchObject({ status: 409, code: CODES.conflict, message: '该 Idempotency-Key 已用于另一份提交' });
    expect(leadCount()).toBe(1);
  });

  it("another browser posting a stored lead's exact body gets no receipt: the answer of a wrong captcha", async () => {
    const { browser, code } = await browserWithCaptcha();
    const body = zhContact(code);
    const stored = await browser.post('/contact', body);
    expect(stored.code).toBe('0');
    const guesser = new TestBrowser(ZH_SITE, '198.51.100.9');
    const wrongGuess = async (fields: Record<string, unknown>) => {
      const answer = await guesser.solvedCaptcha();
      const { headers: _, ...rest } = await guesser.post('/contact', { ...fields, verifyCode: answer === 'AAAA' ? 'CCCC' : 'AAAA' });
      return rest;
    };
    // Without a cookie, and with an image of its own and a wrong answer, the stored body is answered like every other guess.
    expect(await new TestBrowser(ZH_SITE, '198.51.100.8').post('/contact', body)).toMatchObject({ status: 422, code: CODES.captcha, data: null });
    const guess = await wrongGuess(body);
    expect(guess).toMatchObject({ status: 422, code: CODES.captcha, data: null });
    expect(guess).toEqual(await wrongGuess({ ...body, companyName: '另一家公司' }));
    expect(leadCount()).toBe(1);
    // The visitor's own retry still answers the first receipt.
    expect(await browser.post('/contact', body)).toMatchObject({ status: 200, code: '0', data: stored.data });
  });

  it("another browser reusing a stored lead's Idempotency-Key gets neither its receipt nor a 409", async () => {
    const { browser, code } = await browserWithCaptcha();
    const headers = { 'idempotency-key': 'retry-key-0003' };
    const body = zhContact(code);
    expect((await browser.post('/contact', body, 'ZH_CN', headers)).code).toBe('0');
    const guesser = new TestBrowser(ZH_SITE, '198.51.100.9');
    expect(await guesser.post('/contact', body, 'ZH_CN', headers)).toMatchObject({ status: 422, code: CODES.captcha });
    expect(await guesser.post('/contact', { ...body, name: '李四' }, 'ZH_CN', headers)).toMatchObject({ status: 422, code: CODES.captcha });
    expect(leadCount()).toBe(1);
  });

  it('another browser sending the same fields with a right captcha of its own is stored as its own lead', async () => {
    const { browser, code } = await browserWithCaptcha();
    const body = zhContact(code);
    const first = await browser.post('/contact', body);
    const other = new TestBrowser(ZH_SITE, '198.51.100.9');
    const second = await other.post('/contact', { ...body, verifyCode: await other.solvedCaptcha() });
    expect(second.code).toBe('0');
    expect(second.data).not.toEqual(first.data);
    expect(leadCount()).toBe(2);
  });

  it.each(['short', 'has space in it', 'x'.repeat(101), 'ünïcode-key'])('a malformed Idempotency-Key %j is a 400', async (key) => {
    const { browser, code } = await browserWithCaptcha();
    const answer = await browser.post('/contact', zhContact(code), 'ZH_CN', { 'idempotency-key': key });
    expect(answer).toMatchObject({ status: 400, code: CODES.badRequest });
    expect(leadCount()).toBe(0);
  });
});
