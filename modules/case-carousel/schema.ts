import { z } from 'zod';
import { moduleVisibilitySchema } from '@/schemas/detail';
import { imageUrlSchema, linkSchema } from '@/schemas/link';

export const customerCaseSchema = z.object({
  customer: z.string().trim().min(1).max(80),
  industry: z.string().trim().min(1).max(40),
  logoUrl: imageUrlSchema.optional(),
  summary: z.string().trim().min(1).max(400),
  /** Who said it; with it the summary is rendered as a quote. */
  quoteBy: z.string().trim().min(1).max(80).optional(),
  results: z
    .array(z.string().trim().min(1).max(60))
    .min(1)
    .max(3)
    .refine((results) => new Set(results).size === results.length, { message: 'results must be unique' }),
  link: linkSchema,
});

export const caseCarouselSchema = moduleVisibilitySchema.extend({
  title: z.string().trim().min(1).max(120),
  subtitle: z.string().max(300).optional(),
  cases: z
    .array(customerCaseSchema)
    .min(1)
    .max(12)
    .refine((cases) => new Set(cases.map((item) => item.customer)).size === cases.length, { message: 'customer names must be unique' }),
  /** Names of the previous/next buttons; modules get no locale, so Chinese pages set them. */
  labels: z
    .object({ previous: z.string().trim().min(1).max(30), next: z.string().trim().min(1).max(30) })
    .default({ previous: 'Previous case', next: 'Next case' }),
});
export type CaseCarouselProps = z.infer<typeof caseCarouselSchema>;
