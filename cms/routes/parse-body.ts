import type { z } from 'zod';
import { CmsFailure } from '../http/envelope';

/** Validates a request body with the same schema the site uses; the message names the first bad field. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  throw new CmsFailure('badRequest', `invalid request: ${where}${issue?.message ?? 'unknown problem'}`);
}
