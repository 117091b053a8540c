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

/** One problem zod found, its field as a dotted path (`cards.0.title`; empty for the whole value): what an editor points at. */
export type IssueLine = { path: string; message: string };

/** Every problem zod found, each with its field's path, for the inspector and the editing form. */
export const issueLines = (issues: readonly z.core.$ZodIssue[]): IssueLine[] =>
  issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
