import { z } from 'zod';

export const recommendItemSchema = z.object({
  title: z.string(),
  link: z.string(),
  imageUrl: z.string().nullish(),
  desc: z.string().nullish(),
});
export type RecommendItem = z.infer<typeof recommendItemSchema>;

/** Parsed `details` of a recommendation or navigation block. */
export const recommendDetailsSchema = z.object({
  visible: z.boolean().default(true),
  recommendList: z.array(recommendItemSchema).default([]),
});
export type RecommendDetails = z.infer<typeof recommendDetailsSchema>;

/** Recommendation or navigation content: the NEWSRECOMMEND page's module entries; `details` is a JSON string of `recommendDetailsSchema`. */
export const recommendationContentSchema = z.object({
  id: z.union([z.number().int(), z.string()]),
  type: z.enum(['hotArticle', 'hotRecommend', 'ad']),
  details: z.string(),
});
export type RecommendationContent = z.infer<typeof recommendationContentSchema>;
