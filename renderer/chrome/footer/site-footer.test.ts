import { describe, expect, it } from 'vitest';
import { coreProducts } from './site-footer';

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
