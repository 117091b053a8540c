import type { z } from 'zod';

/**
 * The first `count` problems zod found, each as "field.path: message" (the message alone for a problem of
 * the whole value), joined by "; ". Empty when there are none.
 */
export function describeZodIssues(issues: readonly z.core.$ZodIssue[], count = 1): string {
  return issues
    .slice(0, count)
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}
