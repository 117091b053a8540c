import { z } from 'zod';

/** At most this many tags and paths travel in one change; more is sent as `all`. */
export const MAX_CHANGE_TAGS = 100;
export const MAX_CHANGE_PATHS = 50;

/**
 * What changed in the CMS, as the webhook or the fixture watcher reported it: cache tags, site paths, or
 * everything. Never content: a previewer's page fetches the new drafts itself when it refreshes.
 */
export const contentChangeSchema = z.strictObject({
  tags: z.array(z.string().max(200)).max(MAX_CHANGE_TAGS),
  paths: z.array(z.string().max(256)).max(MAX_CHANGE_PATHS),
  all: z.boolean(),
});
export type ContentChange = z.infer<typeof contentChangeSchema>;

/** A message as it travels between instances (JSON on a Redis channel), or undefined for anything else. */
export function readMessage<T>(schema: z.ZodType<T>, data: string): T | undefined {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return undefined;
  }
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

export const readChange = (data: string) => readMessage(contentChangeSchema, data);

export const EVERYTHING: ContentChange = { tags: [], paths: [], all: true };

/** Two changes as one (the coalescing of a burst), falling back to `all` past the caps. */
export function mergeChanges(a: ContentChange, b: ContentChange): ContentChange {
  const tags = [...new Set([...a.tags, ...b.tags])];
  const paths = [...new Set([...a.paths, ...b.paths])];
  if (a.all || b.all || tags.length > MAX_CHANGE_TAGS || paths.length > MAX_CHANGE_PATHS) return EVERYTHING;
  return { tags, paths, all: false };
}
