import type { CatalogEntry } from '@/schemas/detail';

/** Home featured products: up to 3, in this order of preference. */
const FEATURED_ORDER = ['top-computing', 'enterprise-cloud', 'xinchuang-cloud', 'hybrid-cloud'] as const;
const FEATURED_MAX = 3;

export function featuredProducts(products: readonly CatalogEntry[]): CatalogEntry[] {
  return FEATURED_ORDER.flatMap((code) => products.filter((product) => product.menuCode === code)).slice(0, FEATURED_MAX);
}
