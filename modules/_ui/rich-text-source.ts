import { z } from 'zod';
import { isTooDeep, MAX_RICH_TEXT_DEPTH } from './nesting-depth';

/** Markdown or HTML from the CMS for SafeMarkdown: bounded in length and in nesting, so a hostile value drops its module. */
export const richTextSource = (maxLength: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(maxLength)
    .refine((source) => !isTooDeep(source), { message: `nested more than ${MAX_RICH_TEXT_DEPTH} levels deep` });
