import { describe, expect, it } from 'vitest';
import type { CatalogEntry } from '@/schemas/detail';
import { featuredProducts } from './featured-products';

let nextId = 1;
function createCatalogEntry(overrides: Partial<CatalogEntry> = {}): CatalogEntry {
  const menuCode = overrides.menuCode ?? `product-${nextId}`;
  return { id: nextId++, menuCode, name: menuCode, desc: null, path: `/product/${menuCode}`, iconUrl: null, ...overrides };
}

const catalog = (...menuCodes: string[]) => menuCodes.map((menuCode) => createCatalogEntry({ menuCode }));
const featuredCodes = (products: CatalogEntry[]) => featuredProducts(products).map((product) => product.menuCode);

describe('featuredProducts: up to 3, in their order of preference', () => {
  it('picks up to 3 in the order top-computing, enterprise-cloud, xinchuang-cloud, hybrid-cloud, whatever the catalog order', () => {
    const products = catalog('hybrid-cloud', 'container-cloud', 'xinchuang-cloud', 'enterprise-cloud', 'object-storage', 'top-computing');
    expect(featuredCodes(products)).toEqual(['top-computing', 'enterprise-cloud', 'xinchuang-cloud']);
  });

  it('skips a missing one: without top-computing, hybrid-cloud comes in third', () => {
    const products = catalog('hybrid-cloud', 'xinchuang-cloud', 'container-cloud', 'enterprise-cloud');
    expect(featuredCodes(products)).toEqual(['enterprise-cloud', 'xinchuang-cloud', 'hybrid-cloud']);
  });

  it('shows fewer than 3 when fewer of them are published', () => {
    expect(featuredCodes(catalog('container-cloud', 'hybrid-cloud', 'enterprise-storage'))).toEqual(['hybrid-cloud']);
    expect(featuredCodes(catalog('container-cloud', 'enterprise-storage'))).toEqual([]);
    expect(featuredCodes([])).toEqual([]);
  });

  it('returns the catalog entries themselves, with their names and paths', () => {
    const enterprise = createCatalogEntry({ menuCode: 'enterprise-cloud', name: 'Enterprise Cloud', path: '/product/enterprise-cloud' });
    expect(featuredProducts([createCatalogEntry({ menuCode: 'container-cloud' }), enterprise])).toEqual([enterprise]);
  });
});
