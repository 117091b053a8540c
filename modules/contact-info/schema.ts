import { z } from 'zod';
import { moduleVisibilitySchema } from '@/schemas/detail';
import { imageUrlSchema } from '@/schemas/link';

const label = z.string().trim().min(1).max(40);

export const contactEntrySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('phone'),
    label,
    value: z
      .string()
      .trim()
      .regex(/^\+?[\d(][\d ()-]{2,24}$/, { message: 'phone is digits, spaces, dashes and brackets' }),
  }),
  z.object({ kind: z.literal('email'), label, value: z.email().max(254) }),
  z.object({ kind: z.literal('address'), label, value: z.string().trim().min(1).max(200) }),
  z.object({ kind: z.literal('hours'), label, value: z.string().trim().min(1).max(100) }),
]);
export type ContactEntry = z.infer<typeof contactEntrySchema>;

export const contactInfoSchema = moduleVisibilitySchema.extend({
  title: z.string().trim().min(1).max(120),
  subtitle: z.string().max(300).optional(),
  entries: z
    .array(contactEntrySchema)
    .min(1)
    .max(12)
    .refine((entries) => new Set(entries.map((entry) => `${entry.kind}:${entry.value}`)).size === entries.length, { message: 'entries must be unique' }),
  map: z
    .object({
      src: imageUrlSchema,
      alt: z.string().trim().min(1).max(200),
      width: z.number().int().min(1).max(4000).default(800),
      height: z.number().int().min(1).max(4000).default(500),
    })
    .optional(),
});
export type ContactInfoProps = z.infer<typeof contactInfoSchema>;
