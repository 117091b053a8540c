import { z } from 'zod';
import { moduleVisibilitySchema } from '@/schemas/detail';
import { imageUrlSchema, linkSchema } from '@/schemas/link';
import { distinct } from '../_ui/unique';

export const scenarioTabSchema = z.object({
  label: z.string().trim().min(1).max(20),
  title: z.string().trim().min(1).max(80),
  description: z.string().trim().min(1).max(500),
  bullets: z.array(z.string().trim().min(1).max(120)).max(6).refine(distinct, { message: 'bullet points must be unique' }).default([]),
  image: z
    .object({
      src: imageUrlSchema,
      alt: z.string().trim().max(200),
      width: z.number().int().min(1).max(4000),
      height: z.number().int().min(1).max(4000),
    })
    .optional(),
  link: linkSchema.optional(),
});

export const scenarioTabsSchema = moduleVisibilitySchema.extend({
  /** Also names the tab list for assistive technology. */
  title: z.string().trim().min(1).max(120),
  subtitle: z.string().max(300).optional(),
  tabs: z
    .array(scenarioTabSchema)
    .min(2)
    .max(6)
    .refine((tabs) => distinct(tabs.map((tab) => tab.label)), { message: 'tab labels must be unique' }),
});
export type ScenarioTabsProps = z.infer<typeof scenarioTabsSchema>;
