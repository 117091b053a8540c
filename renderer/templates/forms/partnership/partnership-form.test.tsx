// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { dictionaries } from '../../../i18n/messages';
import { field, inputValue, renderInLocale, serveLeadPortal } from '../lead-form.testing';
import { PartnershipForm } from './partnership-form.client';

const portal = serveLeadPortal();
afterEach(cleanup);

async function renderForm(locale: 'ZH_CN' | 'EN_US') {
  renderInLocale(locale, <PartnershipForm locale={locale} />);
  await screen.findByAltText(dictionaries[locale]['form.captchaAlt']);
  return userEvent.setup({ delay: null });
}

// Every case renders the whole form, loads its captcha through msw and types into it: seconds on a busy machine.
describe('the partner cooperation application', { timeout: 20_000 }, () => {
  const zh = dictionaries.ZH_CN;

  it('shows each required field its message for an empty submit', async () => {
    const user = await renderForm('ZH_CN');
    await user.click(screen.getByRole('button', { name: zh['form.submit'] }));
    expect(await screen.findByText(zh['form.fillName'])).toBeTruthy();
    expect(screen.getByText(zh['form.fillPhone'])).toBeTruthy();
    expect(screen.getByText(zh['form.fillEmail'])).toBeTruthy();
    // company, cooperation type, industry, verification code
    expect(screen.getAllByText(zh['form.fillRequired'])).toHaveLength(4);
    expect(portal.submissions).toEqual([]);
  });

  it('asks a correct mobile or landline and a correct email', async () => {
    const user = await renderForm('ZH_CN');
    await user.type(field(zh['form.label.mobile']), '1380013800');
    await user.type(field(zh['form.label.email']), 'not-an-address');
    await user.click(screen.getByRole('button', { name: zh['form.submit'] }));
    expect(await screen.findByText(zh['form.phoneOrLandline'])).toBeTruthy();
    expect(screen.getByText(zh['form.fillCorrectEmail'])).toBeTruthy();
  });

  it('lists the seven industry choices and sends a partnership lead through /contact', async () => {
    const en = dictionaries.EN_US;
    const user = await renderForm('EN_US');
    const industries = [...field(en['industry.label']).querySelectorAll('option')].map((option) => option.textContent);
    expect(industries).toEqual([en['form.choose'], 'Education', 'Media', 'Healthcare', 'Government affairs', 'Manufacturing', 'Finance', 'Other']);
    await user.type(field(en['form.label.companyName']), 'Example Networks');
    await user.type(field(en['form.label.name']), 'Grace Hopper');
    await user.type(field(en['form.label.mobile']), '+1 555 0100');
    await user.type(field(en['form.label.email']), 'grace@example.com');
    await user.selectOptions(field(en['partner.label.cooperationType']), 'technology');
    await user.selectOptions(field(en['industry.label']), 'finance');
    await user.type(field(en['partner.label.content']), 'Joint edge offering');
    await user.type(field(en['form.label.verifyCode']), 'Q4W8');
    await user.click(screen.getByRole('button', { name: en['form.submit'] }));
    expect(await screen.findByText(en['form.partnerSuccess'])).toBeTruthy();
    expect(portal.submissions[0]).toMatchObject({
      path: '/contact',
      body: { type: 'partnership', industry: 'finance', cooperationType: 'technology', content: 'Joint edge offering', lang: 'EN_US' },
    });
    expect(inputValue(en['partner.label.content'])).toBe('');
  });
});
