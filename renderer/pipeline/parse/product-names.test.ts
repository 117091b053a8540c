import { describe, expect, it } from 'vitest';
import { parseModules } from './parse-modules';
import { applyProductNames, productIdsOf } from '../../data/content/product-names';

const related = (id: string, products: object[]) => ({
  id,
  type: 'related-products',
  details: JSON.stringify({ title: 'Related', products }),
});
const product = (fields: object) => ({ summary: 'A product.', iconUrl: '/images/icons/enterprise-cloud.svg', ...fields });

describe('products named by id', () => {
  const list = [
    related('a', [
      product({ productId: 1101, href: '/product/enterprise-cloud' }),
      product({ name: 'Fixed', href: '/product/fixed' }),
      product({ productId: 1201, name: 'Old name', href: '/product/top-computing' }),
    ]),
    related('b', [product({ productId: 1101, href: '/product/enterprise-cloud' })]),
    { id: 'c', type: 'rich-text', details: JSON.stringify({ content: 'productId is only text here' }) },
    { id: 'd', type: 'related-products', details: '{"productId": broken' },
  ];

  it('are collected once per page, in order', () => {
    expect(productIdsOf(list)).toEqual([1101, 1201]);
  });

  it("take the catalogue's current name, so a renamed product is renamed in every module", () => {
    const page = parseModules(
      applyProductNames(
        list,
        new Map([
          [1101, 'Enterprise Cloud'],
          [1201, 'TOP Computing'],
        ]),
      ),
    );
    expect(page.modules.map((module) => module.id)).toEqual(['a', 'b', 'c']);
    const props = page.modules.map((module) => module.element.props as { products?: { name: string }[] });
    expect(props[0]?.products?.map((item) => item.name)).toEqual(['Enterprise Cloud', 'Fixed', 'TOP Computing']);
    expect(props[1]?.products?.map((item) => item.name)).toEqual(['Enterprise Cloud']);
  });

  it('drop the module of a product the CMS does not name (unpublished), saying which', () => {
    const page = parseModules(applyProductNames(list, new Map([[1101, 'Enterprise Cloud']])));
    expect(page.modules.map((module) => module.id)).toEqual(['b', 'c']);
    expect(page.dropped.find((drop) => drop.id === 'a')?.detail).toContain('product 1201 has no published name');
  });

  it('leave a page without product ids as it was', () => {
    const plain = [list[2], list[3]];
    expect(productIdsOf(plain)).toEqual([]);
    expect(applyProductNames(plain, new Map())).toEqual(plain);
  });
});
