// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callFromBrowser } from '../../../data/api/call-from-browser';
import { dictionaries } from '../../../i18n/messages';
import { field, inputValue, labelled, renderInLocale, serveLeadPortal } from '../lead-form.testing';
import { loadFormRules } from '../load-form-rules';
import { ContactForm } from './contact-form.client';

const portal = serveLeadPortal();
afterEach(cleanup);

// The real portal client and form rules, spied on: two tests make them fail to load.
vi.mock('../../../data/api/call-from-browser', { spy: true });
vi.mock('../load-form-rules', { spy: true });
afterEach(() => vi.mocked(loadFormRules).mockReset());

const zh = dictionaries.ZH_CN;
const en = dictionaries.EN_US;

async function renderContact(locale: 'ZH_CN' | 'EN_US') {
  const view = renderInLocale(locale, <ContactForm locale={locale} />);
  const alt = dictionaries[locale]['form.captchaAlt'];
  await screen.findByAltText(alt);
  return { ...view, user: userEvent.setup({ delay: null }), captchaImage: () => screen.queryByAltText(alt) };
}

// Every case renders the whole form, loads its captcha through msw and types into it: seconds on a busy machine.
describe('the contact form in Chinese', { timeout: 20_000 }, () => {
  it('asks name, company, phone and code, with their limits', async () => {
    await renderContact('ZH_CN');
    expect(field(zh['form.label.name']).getAttribute('maxlength')).toBe('20');
    expect(field(zh['form.label.companyName']).getAttribute('maxlength')).toBe('100');
    expect(field(zh['form.label.mobile']).getAttribute('maxlength')).toBe('20');
    expect(field(zh['form.label.verifyCode']).getAttribute('maxlength')).toBe('4');
    expect(screen.queryByLabelText(labelled(zh['form.label.firstName']))).toBeNull();
    expect(screen.getByRole('link', { name: '隐私政策' }).getAttribute('href')).toBe('/legal/privacy');
  });

  it('asks for no proof-of-work challenge (nor loads its solver) until the form is first focused', async () => {
    const { user } = await renderContact('ZH_CN');
    expect(portal.proofLoads).toBe(0);
    await user.click(field(zh['form.label.name']));
    await user.click(field(zh['form.label.companyName']));
    await waitFor(() => expect(portal.proofLoads).toBe(1));
  });

  it('says "fill base info" on every empty field, linked to it, and sends nothing', async () => {
    const { user } = await renderContact('ZH_CN');
    await user.click(screen.getByRole('button', { name: zh['form.submit'] }));
    expect(await screen.findAllByText(zh['form.fillBaseInfo'])).toHaveLength(4);
    const name = field(zh['form.label.name']);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const describedBy = name.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(zh['form.fillBaseInfo']);
    expect(portal.submissions).toEqual([]);
  });

  it('says "correct mobile" for a bad Chinese number and accepts a landline', async () => {
    const { user } = await renderContact('ZH_CN');
    await user.type(field(zh['form.label.mobile']), '12345');
    await user.click(screen.getByRole('button', { name: zh['form.submit'] }));
    expect(await screen.findByText(zh['form.correctMobile'])).toBeTruthy();
    await user.clear(field(zh['form.label.mobile']));
    await user.type(field(zh['form.label.mobile']), '010-12345678');
    await waitFor(() => expect(screen.queryByText(zh['form.correctMobile'])).toBeNull());
  });

  it('clears the code and loads a new image after a failed attempt, keeping the rest', async () => {
    const { user, captchaImage } = await renderContact('ZH_CN');
    const firstImage = captchaImage()?.getAttribute('src');
    await user.type(field(zh['form.label.name']), '张三');
    await user.type(field(zh['form.label.verifyCode']), 'AB12');
    await user.click(screen.getByRole('button', { name: zh['form.submit'] }));
    await screen.findAllByText(zh['form.fillBaseInfo']);
    expect(inputValue(zh['form.label.verifyCode'])).toBe('');
    expect(inputValue(zh['form.label.name'])).toBe('张三');
    await waitFor(() => expect(captchaImage()?.getAttribute('src')).not.toBe(firstImage));
    expect(portal.captchaLoads).toBe(2);
  });

  it('sends the Chinese payload, then shows the success text, resets the fields and refreshes the code', async () => {
    const { user, captchaImage } = await renderContact('ZH_CN');
    const firstImage = captchaImage()?.getAttribute('src');
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    await user.type(field(zh['form.label.name']), '张三');
    await user.type(field(zh['form.label.companyName']), '示例科技');
    await user.type(field(zh['form.label.mobile']), '13800138000');
    await user.type(field(zh['form.label.verifyCode']), 'AB12');
    await user.click(screen.getByRole('button', { name: zh['form.submit'] }));
    expect(await screen.findByText(zh['form.submitSuccess'])).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(zh['form.submitSuccess']);
    // Brought into view: the line is below the button, where the screen (or the cookie notice) may hide it.
    expect(scrolled.mock.contexts).toContain(screen.getByRole('status'));
    scrolled.mockRestore();
    const [sent] = portal.submissions;
    expect(sent?.path).toBe('/contact');
    expect(sent?.body).toMatchObject({
      type: 'contact',
      pictureType: 'us',
      name: '张三',
      companyName: '示例科技',
      mobile: '13800138000',
      verifyCode: 'AB12',
      website2: '',
      lang: 'ZH_CN',
    });
    expect(typeof sent?.body.startedAt).toBe('number');
    // A solved proof of work, base64 of the ALTCHA payload; the next one is on its way for the next lead.
    const proof: unknown = JSON.parse(atob(String(sent?.body.proofOfWork)));
    expect(proof).toMatchObject({ challenge: { parameters: { algorithm: 'PBKDF2/SHA-256' } }, solution: { counter: expect.any(Number) } });
    await waitFor(() => expect(portal.proofLoads).toBe(2));
    expect(inputValue(zh['form.label.name'])).toBe('');
    expect(inputValue(zh['form.label.companyName'])).toBe('');
    expect(inputValue(zh['form.label.verifyCode'])).toBe('');
    await waitFor(() => expect(captchaImage()?.getAttribute('src')).not.toBe(firstImage));
  });

  it('keeps the submit button focusable while sending (aria-disabled), and a second send while busy sends nothing', async () => {
    const { user } = await renderContact('ZH_CN');
    await user.type(field(zh['form.label.name']), '张三');
    await user.type(field(zh['form.label.companyName']), '示例科技');
    await user.type(field(zh['form.label.mobile']), '13800138000');
    await user.type(field(zh['form.label.verifyCode']), 'AB12');
    const submit = screen.getByRole('button', { name: zh['form.submit'] });
    submit.focus();
    fireEvent.submit(screen.getByRole('form'));
    expect(submit.getAttribute('aria-disabled')).toBe('true');
    expect(submit.hasAttribute('disabled')).toBe(false);
    expect(document.activeElement).toBe(submit);
    fireEvent.submit(screen.getByRole('form'));
    expect(await screen.findByText(zh['form.submitSuccess'])).toBeTruthy();
    expect(portal.submissions).toHaveLength(1);
    expect(document.activeElement).toBe(submit);
    expect(submit.hasAttribute('aria-disabled')).toBe(false);
  });

  it('shows a server rejection as a toast and keeps what the visitor typed', async () => {
    portal.answer = { code: '40000001', message: '验证码错误' };
    const { user } = await renderContact('ZH_CN');
    await user.type(field(zh['form.label.name']), '张三');
    await user.type(field(zh['form.label.companyName']), '示例科技');
    await user.type(field(zh['form.label.mobile']), '13800138000');
    await user.type(field(zh['form.label.verifyCode']), 'ZZZZ');
    await user.click(screen.getByRole('button', { name: zh['form.submit'] }));
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain('验证码错误');
    expect(inputValue(zh['form.label.name'])).toBe('张三');
    expect(inputValue(zh['form.label.companyName'])).toBe('示例科技');
    expect(inputValue(zh['form.label.mobile'])).toBe('13800138000');
    expect(inputValue(zh['form.label.verifyCode'])).toBe('');
    expect(screen.queryByText(zh['form.submitSuccess'])).toBeNull();
  });

  it('says the network failed when the portal client cannot be loaded, and keeps what the visitor typed', async () => {
    const { user } = await renderContact('ZH_CN');
    // Offline after the page loaded: the portal client's code cannot be fetched.
    vi.mocked(callFromBrowser).mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    await user.type(field(zh['form.label.name']), '张三');
    await user.type(field(zh['form.label.companyName']), '示例科技');
    await user.type(field(zh['form.label.mobile']), '13800138000');
    await user.type(field(zh['form.label.verifyCode']), 'ABCD');
    await user.click(screen.getByRole('button', { name: zh['form.submit'] }));
    expect((await screen.findByRole('alert')).textContent).toContain(zh['api.network']);
    expect(inputValue(zh['form.label.name'])).toBe('张三');
    expect(inputValue(zh['form.label.mobile'])).toBe('13800138000');
    expect(screen.queryByText(zh['form.submitSuccess'])).toBeNull();
  });

  it('says the network failed when the rules cannot be loaded, keeps what the visitor typed, and validates once they load', async () => {
    const { user } = await renderContact('ZH_CN');
    // Offline before the first focus: the rules' code (zod and schemas/forms.ts) cannot be fetched.
    vi.mocked(loadFormRules).mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    await user.type(field(zh['form.label.name']), '张三');
    await user.type(field(zh['form.label.mobile']), '12345');
    await user.click(screen.getByRole('button', { name: zh['form.submit'] }));
    expect((await screen.findByRole('alert')).textContent).toContain(zh['api.network']);
    expect(inputValue(zh['form.label.name'])).toBe('张三');
    expect(inputValue(zh['form.label.mobile'])).toBe('12345');
    expect(portal.submissions).toEqual([]);
    // Back online: the next attempt loads the rules and says what is wrong.
    vi.mocked(loadFormRules).mockReset();
    await user.click(screen.getByRole('button', { name: zh['form.submit'] }));
    expect(await screen.findByText(zh['form.correctMobile'])).toBeTruthy();
  });

  it('shows the "requested too frequently" message when the captcha is refused with 429', async () => {
    portal.captchaRefusal = { status: 429, code: '42900001', message: zh['form.captchaTooFrequent'] };
    renderInLocale('ZH_CN', <ContactForm locale="ZH_CN" />);
    expect(await screen.findByText(zh['form.captchaTooFrequent'])).toBeTruthy();
    expect(screen.queryByAltText(zh['form.captchaAlt'])).toBeNull();
  });

  it('says "validate verify code" and clears the image when it fails to load; refresh brings it back', async () => {
    const { user, captchaImage } = await renderContact('ZH_CN');
    const image = captchaImage();
    if (!image) throw new Error('no captcha image');
    fireEvent.error(image);
    expect(await screen.findByText(zh['form.verifyCodeFailed'])).toBeTruthy();
    expect(captchaImage()).toBeNull();
    await user.click(screen.getByRole('button', { name: zh['form.refreshCaptcha'] }));
    expect(await screen.findByAltText(zh['form.captchaAlt'])).toBeTruthy();
    expect(screen.queryByText(zh['form.verifyCodeFailed'])).toBeNull();
  });

  it('has a honeypot that people never see or reach', async () => {
    const { container } = await renderContact('ZH_CN');
    const trap = container.querySelector('input[name="website2"]');
    expect(trap).toBeInstanceOf(HTMLInputElement);
    expect(trap?.getAttribute('tabindex')).toBe('-1');
    expect(trap?.getAttribute('autocomplete')).toBe('off');
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
    const form = screen.getByRole('form');
    expect(
      within(form)
        .getAllByRole('textbox')
        .includes(trap instanceof HTMLElement ? trap : form),
    ).toBe(false);
  });
});

// Every case renders the whole form, loads its captcha through msw and types into it: seconds on a busy machine.
describe('the contact form in English', { timeout: 20_000 }, () => {
  it('asks first and last name and sends them joined by a space as the name', async () => {
    const { user } = await renderContact('EN_US');
    expect(screen.queryByLabelText(labelled(en['form.label.name']))).toBeNull();
    await user.click(screen.getByRole('button', { name: en['form.submit'] }));
    expect(await screen.findAllByText(en['form.fillBaseInfo'])).toHaveLength(5);
    await user.type(field(en['form.label.firstName']), 'Ada');
    await user.type(field(en['form.label.lastName']), 'Lovelace');
    await user.type(field(en['form.label.companyName']), 'Analytical Engines Ltd');
    await user.type(field(en['form.label.mobile']), '+44 20 7946 0000');
    await user.type(field(en['form.label.verifyCode']), 'AB12');
    await user.click(screen.getByRole('button', { name: en['form.submit'] }));
    expect(await screen.findByText(en['form.submitSuccess'])).toBeTruthy();
    expect(portal.submissions[0]?.body).toMatchObject({ name: 'Ada Lovelace', firstName: 'Ada', lastName: 'Lovelace', lang: 'EN_US' });
  });
});
