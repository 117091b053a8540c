import type { PortalResult } from '../../data/api/call-types';
import type { ModuleEntry } from './read-entries';

/** Deeper than any module's `details`; a deeper value is left as it is. */
const MAX_DEPTH = 16;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const productIdOf = (object: Record<string, unknown>) => (typeof object.productId === 'number' ? object.productId : undefined);

/** Every product id named in `value` (schemas/product-ref.ts), depth first, bounded. */
function* productIdsIn(value: unknown, depth = 0): Generator<number> {
  if (depth > MAX_DEPTH) return;
  if (Array.isArray(value)) for (const item of value) yield* productIdsIn(item, depth + 1);
  else if (isRecord(value)) {
    const id = productIdOf(value);
    if (id !== undefined) yield id;
    for (const child of Object.values(value)) yield* productIdsIn(child, depth + 1);
  }
}

/** A copy of `value` with every product named by id given its name from `names`, or none when `names` has none. */
function renamed(value: unknown, names: ReadonlyMap<number, string>, depth = 0): unknown {
  if (depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => renamed(item, names, depth + 1));
  if (!isRecord(value)) return value;
  const copy = Object.fromEntries(Object.entries(value).map(([key, child]) => [key, renamed(child, names, depth + 1)]));
  const id = productIdOf(value);
  if (id === undefined) return copy;
  const name = names.get(id);
  if (name === undefined) delete copy.name;
  else copy.name = name;
  return copy;
}

const namesProducts = (details: unknown) => !productIdsIn(details).next().done;

/** Every product id the page's modules name, for one `POST /product/names` before binding. */
export function productIdsOf(entries: readonly ModuleEntry[]): number[] {
  const ids = new Set<number>();
  for (const entry of entries) if (entry.ok) for (const id of productIdsIn(entry.details)) ids.add(id);
  return [...ids].sort((a, b) => a - b);
}

/**
 * The entries with every product named by id given its current name. An id the CMS did not name
 * (unpublished, or the lookup failed) loses any name it carried, so the module's contract drops it with the reason.
 */
export function applyProductNames(entries: readonly ModuleEntry[], names: ReadonlyMap<number, string>): ModuleEntry[] {
  return entries.map((entry) => (entry.ok && namesProducts(entry.details) ? { ...entry, details: renamed(entry.details, names) } : entry));
}

/** `POST /product/names` as the caller reaches it: a cached getter on the site, a plain call in the content check. */
export type ProductNamesLookup = (ids: number[]) => Promise<PortalResult<{ id: number; name: string }[]>>;

/** The enrich step: the page's products named in one lookup; a page that names no product by id asks nothing. */
export async function nameProducts(entries: readonly ModuleEntry[], lookup: ProductNamesLookup): Promise<readonly ModuleEntry[]> {
  const ids = productIdsOf(entries);
  if (ids.length === 0) return entries;
  const [error, names] = await lookup(ids);
  return applyProductNames(entries, new Map(error ? [] : names.map((entry) => [entry.id, entry.name] as const)));
}
