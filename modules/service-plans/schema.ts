import { z } from 'zod';
import { moduleVisibilitySchema } from '@/schemas/detail';
import { linkSchema } from '@/schemas/link';
import { distinct } from '../_ui/unique';
import { sectionHeadingShape } from '@/schemas/section-heading';

export const planFeatureSchema = z.object({
  label: z.string().trim().min(1).max(80),
  included: z.boolean(),
});

export const servicePlanSchema = z.object({
  name: z.string().trim().min(1).max(40),
  tagline: z.string().max(160).optional(),
  /** A whole phrase such as '2 小时内响应': modules carry no dictionary of their own. */
  responseTime: z.string().trim().min(1).max(60),
  features: z
    .array(planFeatureSchema)
    .min(1)
    .max(16)
    .refine((features) => distinct(features.map((feature) => feature.label)), { message: 'feature labels of a plan must be unique' }),
  /** e.g. 'Most popular'; the card is emphasised. */
  badge: z.string().trim().min(1).max(24).optional(),
  action: linkSchema.optional(),
});

export const servicePlansSchema = moduleVisibilitySchema.extend({
  ...sectionHeadingShape,
  plans: z
    .array(servicePlanSchema)
    .min(1)
    .max(4)
    .refine((plans) => distinct(plans.map((plan) => plan.name)), { message: 'plan names must be unique' }),
  /** Read out by screen readers before each feature, in the page's language. */
  includedLabel: z.string().trim().min(1).max(20),
  excludedLabel: z.string().trim().min(1).max(20),
  hotline: z
    .object({
      label: z.string().trim().min(1).max(60),
      phone: z
        .string()
        .trim()
        .regex(/^\+?\d[\d -]{2,19}$/, { message: 'phone must be digits, spaces and dashes' }),
    })
    .optional(),
});
export type ServicePlansProps = z.infer<typeof servicePlansSchema>;
