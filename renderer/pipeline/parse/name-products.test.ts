import { describe, expect, it, vi } from 'vitest';
import { PortalError } from '../../data/api/errors';
import type { ProductNamesLookup } from './name-products';
import { applyProductNames, nameProducts, productIdsOf } from './name-products';
import { bindModules } from './parse-modules';
import { readEntries } from './read-entries';

const related = (id: string, products: object[]) => ({
  id,
  type: 'related-products',
  details: JSON.stringify({ title: 'Related', products }),
});
const product = (fields: object) => ({ summary: 'A product.', iconUrl: '/images/icons/enterprise-cloud.svg', ...fields });

describe('products named by id', () => {
  const list = readEntries([
    related('a', [
      product({ productId: 1101, href: '/product/enterprise-cloud' }),
      product({ name: 'Fixed', href: '/product/fixed' }),
      product({ productId: 1201, name: 'Old name', href: '/product/top-computing' }),
    ]),
    related('b', [product({ productId: 1101, href: '/product/enterprise-cloud' })]),
    { id: 'c', type: 'rich-text', details: JSON.stringify({ content: 'productId is only text here' }) },
    { id: 'd', type: 'related-products', details: '{"productId": broken' },
  ]);

  it('are collected once per page, in order', () => {
    expect(productIdsOf(list)).toEqual([1101, 1201]);
  });

  it("take the catalogue's current name, so a renamed product is renamed in every module", () => {
    const page = bindModules(
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
    const page = bindModules(applyProductNames(list, new Map([[1101, 'Enterprise Cloud']])));
    expect(page.modules.map((module) => module.id)).toEqual(['b', 'c']);
    expect(page.dropped.find((drop) => drop.id === 'a')?.detail).toContain('product 1201 has no published name');
  });

  it('leave a page without product ids as it was', () => {
    const plain = list.slice(2);
    expect(productIdsOf(plain)).toEqual([]);
    expect(applyProductNames(plain, new Map())).toEqual(plain);
  });

  it('are asked for in one lookup per page, and a page naming none asks nothing', async () => {
    const lookup = vi.fn<ProductNamesLookup>(async () => [null, [{ id: 1101, name: 'Enterprise Cloud' }]]);
    await nameProducts(list, lookup);
    expect(lookup.mock.calls).toEqual([[[1101, 1201]]]);
    lookup.mockClear();
    const plain = list.slice(2);
    expect(await nameProducts(plain, lookup)).toBe(plain);
    expect(lookup).not.toHaveBeenCalled();
  });

  it('drop every module naming a product by id when the lookup fails', async () => {
    const page = bindModules(await nameProducts(list, async () => [new PortalError('network'), undefined]));
    expect(page.modules.map((module) => module.id)).toEqual(['c']);
    expect(page.dropped.map((drop) => `${drop.id} ${drop.reason}`)).toEqual(['a schema', 'b schema', 'd invalid-json']);
  });
});
