import { z } from 'zod';

/**
 * A product a module names: by `productId`, so the site shows the catalogue's current name
 * (`POST /product/names`, asked once per page before render), or by a fixed `name`. Spread into an
 * item's schema and finish the item with `requireProductName`.
 */
export const productRefShape = {
  productId: z
    .number()
    .int()
    .positive()
    .optional()
    .describe("A catalogue product's id: its current name is shown; one the CMS does not name (unpublished) drops the module, with the reason"),
  name: z.string().trim().min(1).max(60).optional().describe('The name to show when there is no productId'),
};

/** The item with its name settled: a product named by an id the CMS did not name (unpublished) fails here, with the reason. */
export function requireProductName<Item extends { productId?: number | undefined; name?: string | undefined }>(item: Item, context: z.RefinementCtx) {
  if (item.name !== undefined) return { ...item, name: item.name };
  context.addIssue({
    code: 'custom',
    path: ['name'],
    message: item.productId === undefined ? 'a product needs a name or a productId' : `product ${item.productId} has no published name`,
  });
  return z.NEVER;
}
