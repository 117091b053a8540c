import { z } from 'zod';
import { moduleVisibilitySchema } from '@/schemas/detail';
import { hrefSchema, imageUrlSchema } from '@/schemas/link';
import { productRefShape, requireProductName } from '@/schemas/product-ref';
import { sectionHeadingShape } from '@/schemas/section-heading';

export const relatedProductSchema = z
  .object({
    ...productRefShape,
    summary: z.string().trim().min(1).max(200),
    iconUrl: imageUrlSchema,
    /** A product page of this site, e.g. /product/enterprise-cloud. */
    href: hrefSchema.refine((href) => href.startsWith('/'), { message: 'product link must be a site path' }),
    tag: z.string().trim().min(1).max(20).optional(),
  })
  .transform(requireProductName);

export const relatedProductsSchema = moduleVisibilitySchema.extend({
  ...sectionHeadingShape,
  products: z
    .array(relatedProductSchema)
    .min(1)
    .max(12)
    .refine((products) => new Set(products.map((product) => product.href)).size === products.length, { message: 'product links must be unique' }),
});
export type RelatedProductsProps = z.infer<typeof relatedProductsSchema>;
