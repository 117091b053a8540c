import { z } from 'zod';
import { SEARCH_DEFAULTS, SEARCH_TYPES } from './search-types';

export const searchTypeSchema = z.enum(SEARCH_TYPES);

export const searchRequestSchema = z.object({
  type: searchTypeSchema.default('ALL'),
  keyword: z.string().trim().max(100),
  pageIndex: z.number().int().positive().default(SEARCH_DEFAULTS.pageIndex),
  pageSize: z.number().int().positive().max(100).default(SEARCH_DEFAULTS.pageSize),
});
export type SearchRequest = z.infer<typeof searchRequestSchema>;

/** A hit; `highlights` are [start, end) offsets of matches in `title` and `snippet`, so no markup crosses the API. */
export const searchHitSchema = z.object({
  id: z.string(),
  type: searchTypeSchema.exclude(['ALL']),
  title: z.string(),
  snippet: z.string(),
  url: z.string(),
  updateTime: z.string().nullish(),
  titleHighlights: z.array(z.tuple([z.number().int(), z.number().int()])).default([]),
  snippetHighlights: z.array(z.tuple([z.number().int(), z.number().int()])).default([]),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchResultSchema = z.object({
  rows: z.array(searchHitSchema),
  total: z.number().int().nonnegative(),
  pageIndex: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const hotSearchWordsSchema = z.array(z.string());
