import { z } from 'zod';
import { moduleVisibilitySchema } from '@/schemas/detail';
import { imageUrlSchema } from '@/schemas/link';
import { distinct } from '../_ui/unique';

export const architectureLayerSchema = z.object({
  name: z.string().trim().min(1).max(40),
  components: z.array(z.string().trim().min(1).max(40)).min(1).max(16).refine(distinct, { message: 'components of a layer must be unique' }),
});

export const productArchitectureSchema = moduleVisibilitySchema.extend({
  title: z.string().trim().min(1).max(120),
  description: z.string().max(600).optional(),
  diagram: z.object({
    src: imageUrlSchema,
    /** A one-line summary; the layer list below the image is the full text of the diagram. */
    alt: z.string().trim().min(1).max(300),
    width: z.number().int().min(1).max(4000),
    height: z.number().int().min(1).max(4000),
  }),
  layers: z
    .array(architectureLayerSchema)
    .min(1)
    .max(8)
    .refine((layers) => distinct(layers.map((layer) => layer.name)), { message: 'layer names must be unique' }),
});
export type ProductArchitectureProps = z.infer<typeof productArchitectureSchema>;
