import type { z } from 'zod';
import { CmsFailure } from '../http/envelope';
import { describeZodIssues } from '@/schemas/zod-issues';

/** Validates a request body with the same schema the site uses; the message names the first bad field. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  throw new CmsFailure('badRequest', `invalid request: ${describeZodIssues(parsed.error.issues) || 'unknown problem'}`);
}
