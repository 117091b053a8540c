import { describe, expect, it } from 'vitest';
import { getTranslator } from '../i18n/server-intl';
import { coreProducts, fixedGroups } from './site-footer';

const entry = (id: number, path: string, name = `P${id}`) => ({ id, menuCode: `p${id}`, name, path });

describe('coreProducts', () => {
  it('keeps the top-level products and leaves sub-products to their parent', () => {
    const links = coreProducts([
      entry(1, '/product/enterprise-storage', 'Enterprise Storage'),
      entry(2, '/product/enterprise-storage/object-storage', 'Object Storage'),
      entry(3, '/product/hybrid-cloud', 'Hybrid Cloud'),
    ]);
    expect(links).toEqual([
      { href: '/product/enterprise-storage', label: 'Enterprise Storage' },
      { href: '/product/hybrid-cloud', label: 'Hybrid Cloud' },
    ]);
  });

  it('drops links that are not site paths', () => {
    expect(coreProducts([entry(1, 'javascript:alert(1)'), entry(2, 'https://elsewhere.example/x'), entry(3, '/product/a')])).toEqual([
      { href: '/product/a', label: 'P3' },
    ]);
  });
});

describe('fixedGroups', () => {
  it('links cooperation and legal pages in Chinese, with compatibility and the service agreement', () => {
    const { cooperation, legal } = fixedGroups('ZH_CN', getTranslator('ZH_CN'));
    expect(cooperation.map((link) => link.href)).toEqual(['/partners', '/compatibility', '/partnership_form', '/contact/investment']);
    expect(legal.map((link) => link.href)).toEqual(['/legal/privacy', '/legal/terms', '/service_agreement']);
  });

  it('hides compatibility and the Chinese-only service agreement in English', () => {
    const { cooperation, legal } = fixedGroups('EN_US', getTranslator('EN_US'));
    expect(cooperation.map((link) => link.href)).toEqual(['/partners', '/partnership_form', '/contact/investment']);
    expect(legal.map((link) => link.href)).toEqual(['/legal/privacy', '/legal/terms']);
  });
});
