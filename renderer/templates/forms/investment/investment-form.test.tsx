// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { dictionaries } from '../../../i18n/messages';
import { field, inputValue, labelled, renderInLocale, serveLeadPortal } from '../lead-form.testing';
import { InvestmentForm } from './investment-form.client';

const portal = serveLeadPortal();
afterEach(cleanup);

async function renderForm(locale: 'ZH_CN' | 'EN_US') {
  renderInLocale(locale, <InvestmentForm locale={locale} headingLevel={1} />);
  await screen.findByAltText(dictionaries[locale]['form.captchaAlt']);
  return userEvent.setup({ delay: null });
}

// Every case renders the whole form, loads its captcha through msw and types into it: seconds on a busy machine.
describe('the investor visit form', { timeout: 20_000 }, () => {
  const zh = dictionaries.ZH_CN;

  it('is the page heading and gives the booking advice', async () => {
    await renderForm('ZH_CN');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(zh['investor.title']);
    expect(screen.getByText(zh['form.visitAdvice'])).toBeTruthy();
  });

  it('shows each required field its message for an empty submit of an institutional investor', async () => {
    const user = await renderForm('ZH_CN');
    await user.click(screen.getByRole('button', { name: zh['form.submit'] }));
    expect(await screen.findByText(zh['form.fillInstitutionName'])).toBeTruthy();
    for (const key of ['form.fillName', 'form.fillPhone', 'form.fillEmail', 'form.fillVisitors', 'form.fillRequired'] as const) {
      expect(screen.getByText(zh[key])).toBeTruthy();
    }
    expect(portal.submissions).toEqual([]);
  });

  it('asks an 11-digit mobile, a correct email and a landline in the landline field', async () => {
    const user = await renderForm('ZH_CN');
    await user.type(field(zh['investor.label.mobile']), '010-12345678');
    await user.type(field(zh['investor.label.email']), 'investor@');
    await user.type(field(zh['investor.label.landline']), '13812345678');
    await user.click(screen.getByRole('button', { name: zh['form.submit'] }));
    expect(await screen.findByText(zh['form.mobileOnly'])).toBeTruthy();
    expect(screen.getByText(zh['form.fillCorrectEmail'])).toBeTruthy();
    expect(screen.getByText(zh['form.fillLandline'])).toBeTruthy();
  });

  it.each(['ZH_CN', 'EN_US'] as const)('gives every input a placeholder in %s', async (locale) => {
    await renderForm(locale);
    const inputs = [
      ...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('form input:not([type=radio]):not([type=hidden]), form textarea'),
    ].filter((input) => input.getAttribute('aria-hidden') !== 'true' && input.tabIndex !== -1);
    expect(inputs.length).toBeGreaterThanOrEqual(8);
    for (const input of inputs) expect(input.placeholder, input.name).not.toBe('');
  });

  it('asks no institution of an individual and sends the visit request, from an international number', async () => {
    const en = dictionaries.EN_US;
    const user = await renderForm('EN_US');
    await user.type(field(en['investor.label.institutionName']), 'Typed before changing my mind');
    await user.click(screen.getByRole('radio', { name: en['investor.type.individual'] }));
    expect(screen.queryByLabelText(labelled(en['investor.label.institutionName']))).toBeNull();
    await user.type(field(en['investor.label.name']), 'Warren');
    await user.type(field(en['investor.label.mobile']), '+1 (402) 555-0100');
    await user.type(field(en['investor.label.email']), 'warren@example.com');
    await user.type(field(en['investor.label.landline']), '+44 20 7946 0000');
    await user.type(field(en['investor.label.visitors']), '3');
    await user.type(field(en['investor.label.note']), 'Morning preferred');
    await user.type(field(en['form.label.verifyCode']), 'H8N3');
    await user.click(screen.getByRole('button', { name: en['form.submit'] }));
    expect(await screen.findByText(`${en['form.submitSuccess']} ${en['form.visitAdvice']}`)).toBeTruthy();
    expect(portal.submissions[0]).toMatchObject({
      path: '/contact/investment',
      body: {
        type: 'individual',
        companyName: '',
        name: 'Warren',
        mobile: '+1 (402) 555-0100',
        telephone: '+44 20 7946 0000',
        visitorCount: 3,
        remark: 'Morning preferred',
      },
    });
    expect(inputValue(en['investor.label.visitors'])).toBe('');
    expect(screen.getByRole('radio', { name: en['investor.type.institutional'] })).toHaveProperty('checked', true);
    expect(field(en['investor.label.institutionName'])).toBeTruthy();
  });
});
