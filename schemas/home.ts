import { z } from 'zod';

export const bannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string().nullish(),
  imageUrl: z.string(),
  mobileImageUrl: z.string().nullish(),
  link: z.string().nullish(),
  buttonText: z.string().nullish(),
});
export const bannerListSchema = z.array(bannerSchema);
export type Banner = z.infer<typeof bannerSchema>;

/** `/home/shortcut/detail`, `/home/customercase/detail`, `/home/specialservice/detail`: a titled block whose `details` is JSON. */
export const homeBlockSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  details: z.string(),
});
export type HomeBlock = z.infer<typeof homeBlockSchema>;

export const customerCaseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logoUrl: z.string().nullish(),
  summary: z.string(),
  industry: z.string().nullish(),
  link: z.string().nullish(),
});
export const customerCaseListSchema = z.array(customerCaseSchema);
export type CustomerCase = z.infer<typeof customerCaseSchema>;

/** `/solutions/recommends`, `/services/recommends`. */
export const recommendedEntrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  desc: z.string().nullish(),
  imageUrl: z.string().nullish(),
  path: z.string(),
});
export const recommendedListSchema = z.array(recommendedEntrySchema);
export type RecommendedEntry = z.infer<typeof recommendedEntrySchema>;

export const imageResourceTypeSchema = z.enum(['topcase', 'distribution']);
export const imageResourceSchema = z.object({
  id: z.number().int(),
  type: imageResourceTypeSchema,
  imageUrl: z.string(),
  title: z.string().nullish(),
  link: z.string().nullish(),
});
export const imageResourceListSchema = z.array(imageResourceSchema);
export type ImageResource = z.infer<typeof imageResourceSchema>;

/** Request body of the home recommendation calls: how many to return. */
export const recommendRequestSchema = z.object({ size: z.number().int().positive().max(50).default(6) });
