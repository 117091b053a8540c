import { describe, expect, it } from 'vitest';
import { matchStaticPage } from './static-pages';

const match = (path: string, locale: 'ZH_CN' | 'EN_US' = 'ZH_CN') => matchStaticPage(path.split('/').filter(Boolean), locale);

describe('matchStaticPage', () => {
  it.each([
    'career',
    'cases',
    'company',
    'compatibility',
    'compatibility_form',
    'contact',
    'contract',
    'download',
    'kubernetes-services',
    'partners',
    'partnership_form',
    'service',
    'support',
  ])('/%s is a static page in both locales', (path) => {
    expect(match(`/${path}`)?.key).toBe(path);
    expect(match(`/${path}`, 'EN_US')?.key).toBe(path);
  });

  it.each([
    ['/career/mobile', 'career', 'mobile'],
    ['/career/pc', 'career', 'desktop'],
    ['/cases/mobile', 'cases', 'mobile'],
    ['/cases/pc', 'cases', 'desktop'],
    ['/company/mobile', 'company', 'mobile'],
    ['/company/pc', 'company', 'desktop'],
    ['/compatibility_form/mobile', 'compatibility_form', 'mobile'],
    ['/compatibility_form/pc', 'compatibility_form', 'desktop'],
    ['/contact/mobile', 'contact', 'mobile'],
    ['/contact/pc', 'contact', 'desktop'],
    ['/partnership_form/mobile', 'partnership_form', 'mobile'],
    ['/partnership_form/pc', 'partnership_form', 'desktop'],
  ])('%s is the %s page in its %s variant', (path, key, variant) => {
    expect(match(path)).toMatchObject({ key, variant });
  });

  it('/cases/cases is the case list itself', () => {
    expect(match('/cases/cases')).toMatchObject({ key: 'cases', variant: undefined });
  });

  it('the service agreement is Chinese only', () => {
    expect(match('/service_agreement')?.key).toBe('service_agreement');
    expect(match('/service_agreement', 'EN_US')).toBeUndefined();
  });

  it('pages without device variants have no /pc or /mobile address', () => {
    expect(match('/support/mobile')).toBeUndefined();
    expect(match('/download/pc')).toBeUndefined();
  });

  it('menu routes are not static pages', () => {
    expect(match('/service/cloud-migration')).toBeUndefined();
    expect(match('/product/enterprise-cloud')).toBeUndefined();
    expect(match('/')).toBeUndefined();
  });

  it.each([
    ['contact', 'contact'],
    ['compatibility_form', 'compatibility'],
    ['partnership_form', 'partnership'],
  ])('/%s carries the %s lead form in both locales and both device variants', (path, form) => {
    for (const address of [`/${path}`, `/${path}/pc`, `/${path}/mobile`]) {
      expect(match(address)?.page.form).toBe(form);
      expect(match(address, 'EN_US')?.page.form).toBe(form);
    }
  });

  it('no other static page has a lead form', () => {
    expect(match('/company')?.page.form).toBeUndefined();
    expect(match('/contact/investment')).toBeUndefined();
  });
});

describe('matchStaticPage with names of object properties', () => {
  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty', 'constructor/pc', 'valueOf/mobile'])('%s names no page', (path) => {
    expect(matchStaticPage(path.split('/'), 'ZH_CN')).toBeUndefined();
  });
});
