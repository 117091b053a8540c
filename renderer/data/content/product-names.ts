import { moduleViewSchema } from '@/schemas/detail';
import type { PortalResult } from '../api/call-types';

/** Deeper than any module's `details`; a deeper value is left as it is. */
const MAX_DEPTH = 16;

type Json = unknown;

const isRecord = (value: Json): value is Record<string, Json> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Visits every object in `value` (depth first, bounded). */
function visitObjects(value: Json, visit: (object: Record<string, Json>) => void, depth = 0): void {
  if (depth > MAX_DEPTH) return;
  if (Array.isArray(value)) for (const item of value) visitObjects(item, visit, depth + 1);
  else if (isRecord(value)) {
    visit(value);
    for (const child of Object.values(value)) visitObjects(child, visit, depth + 1);
  }
}

/** Each entry's parsed `details` when it names a product by id; undefined where it does not (or cannot be read). */
function detailsNamingProducts(entry: unknown): Json | undefined {
  const view = moduleViewSchema.safeParse(entry);
  if (!view.success || !view.data.details.includes('"productId"')) return undefined;
  try {
    return JSON.parse(view.data.details);
  } catch {
    return undefined;
  }
}

const productIdOf = (object: Record<string, Json>) => (typeof object.productId === 'number' ? object.productId : undefined);

/** Every product id the page's modules name (schemas/product-ref.ts), for one `POST /product/names` before render. */
export function productIdsOf(moduleViewList: readonly unknown[]): number[] {
  const ids = new Set<number>();
  for (const entry of moduleViewList) {
    visitObjects(detailsNamingProducts(entry), (object) => {
      const id = productIdOf(object);
      if (id !== undefined) ids.add(id);
    });
  }
  return [...ids].sort((a, b) => a - b);
}

/**
 * The page's modules with every product named by id given its current name. An id the CMS did not name
 * (unpublished, or the lookup failed) loses any name it carried, so the module's schema drops it with the reason.
 */
export function applyProductNames(moduleViewList: readonly unknown[], names: ReadonlyMap<number, string>): unknown[] {
  return moduleViewList.map((entry) => {
    const details = detailsNamingProducts(entry);
    if (details === undefined || !isRecord(entry)) return entry;
    visitObjects(details, (object) => {
      const id = productIdOf(object);
      if (id === undefined) return;
      const name = names.get(id);
      if (name === undefined) delete object.name;
      else object.name = name;
    });
    return { ...entry, details: JSON.stringify(details) };
  });
}

/** `POST /product/names` as the caller reaches it: a cached getter on the site, a plain call in the content check. */
export type ProductNamesLookup = (ids: number[]) => Promise<PortalResult<{ id: number; name: string }[]>>;

/** The page's modules with their products named, in one lookup; a page that names no product by id asks nothing. */
export async function nameProducts(moduleViewList: readonly unknown[], lookup: ProductNamesLookup): Promise<readonly unknown[]> {
  const ids = productIdsOf(moduleViewList);
  if (ids.length === 0) return moduleViewList;
  const [error, names] = await lookup(ids);
  return applyProductNames(moduleViewList, new Map(error ? [] : names.map((entry) => [entry.id, entry.name] as const)));
}
