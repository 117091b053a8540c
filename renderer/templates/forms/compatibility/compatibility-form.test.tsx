// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { dictionaries } from '../../../i18n/messages';
import { field, inputValue, renderInLocale, serveLeadPortal } from '../lead-form.testing';
import { CompatibilityForm } from './compatibility-form.client';

const portal = serveLeadPortal();
afterEach(cleanup);

const productTypes = [
  { value: 'hardware', label: '硬件设备' },
  { value: 'database', label: '数据库' },
];
const applyAreas = [{ value: 'enterprise-cloud', label: '企业云' }];

async function renderForm(locale: 'ZH_CN' | 'EN_US', options = { productTypes, applyAreas }) {
  renderInLocale(locale, <CompatibilityForm locale={locale} {...options} />);
  await screen.findByAltText(dictionaries[locale]['form.captchaAlt']);
  return userEvent.setup({ delay: null });
}

// Every case renders the whole form, loads its captcha through msw and types into it: seconds on a busy machine.
describe('the compatibility certification application', { timeout: 20_000 }, () => {
  const zh = dictionaries.ZH_CN;

  it('shows each required field its message for an empty submit and sends nothing', async () => {
    const user = await renderForm('ZH_CN');
    await user.click(screen.getByRole('button', { name: zh['form.submit'] }));
    expect(await screen.findByText(zh['form.fillName'])).toBeTruthy();
    expect(screen.getByText(zh['form.fillPhone'])).toBeTruthy();
    // company, product name, product type, application area, verification code
    expect(screen.getAllByText(zh['form.fillRequired'])).toHaveLength(5);
    expect(portal.submissions).toEqual([]);
  });

  it('asks an 11-digit mobile or a landline in Chinese', async () => {
    const user = await renderForm('ZH_CN');
    await user.type(field(zh['form.label.mobile']), '2345678');
    await user.click(screen.getByRole('button', { name: zh['form.submit'] }));
    expect(await screen.findByText(zh['form.phoneOrLandline'])).toBeTruthy();
  });

  it('offers the dictionary choices and sends the application, then says when we will call', async () => {
    const user = await renderForm('ZH_CN');
    await user.type(field(zh['form.label.companyName']), '示例科技');
    await user.type(field(zh['compatibility.label.website']), 'https://example.com');
    await user.type(field(zh['form.label.name']), '李四');
    await user.type(field(zh['form.label.mobile']), '0755-12345678');
    await user.type(field(zh['compatibility.label.productName']), '边缘一体机');
    await user.selectOptions(field(zh['compatibility.label.productType']), 'database');
    await user.selectOptions(field(zh['compatibility.label.applyArea']), 'enterprise-cloud');
    await user.type(field(zh['form.label.verifyCode']), 'K7P2');
    await user.click(screen.getByRole('button', { name: zh['form.submit'] }));
    expect(await screen.findByText(zh['form.compatibilitySuccess'])).toBeTruthy();
    expect(portal.submissions[0]).toMatchObject({
      path: '/compatibility_apply',
      body: { type: 'compatibility', productType: 'database', applyArea: 'enterprise-cloud', mobile: '0755-12345678', demand: '' },
    });
    await waitFor(() => expect(inputValue(zh['compatibility.label.productType'])).toBe(''));
    expect(inputValue(zh['form.label.companyName'])).toBe('');
  });

  it('takes free text for a choice the CMS has no dictionary for', async () => {
    await renderForm('ZH_CN', { productTypes: [], applyAreas });
    expect(field(zh['compatibility.label.productType']).tagName).toBe('INPUT');
  });

  it('asks a correct phone number in English', async () => {
    const en = dictionaries.EN_US;
    const user = await renderForm('EN_US');
    await user.type(field(en['form.label.mobile']), 'call me');
    await user.click(screen.getByRole('button', { name: en['form.submit'] }));
    expect(await screen.findByText(en['form.fillCorrectPhone'])).toBeTruthy();
  });
});
