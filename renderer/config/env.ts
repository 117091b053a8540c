import { z } from 'zod';

const envSchema = z.object({
  /** Origin of an external portal CMS; unset, the embedded `cms/` answers in-process. */
  PORTAL_API_URL: z
    .url({ protocol: /^https?$/ })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Seconds a published page or CMS answer is served from cache before it is refreshed. */
  REVALIDATE_SECONDS: z.coerce.number().int().positive().default(300),
});
export type Env = z.infer<typeof envSchema>;

/** Read at run time, so one build can be pointed at another CMS by changing the environment. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`invalid environment: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  return parsed.data;
}
