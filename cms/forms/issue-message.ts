import type { z } from 'zod';
import type { LanguageCode } from '@/schemas/locale';
import { isRuleKey, ruleText, serverText } from './messages';

type Issue = z.core.$ZodIssue;

/** Unknown fields first: the clearest thing to tell a client that sends them. */
export function pickIssue(issues: readonly Issue[]): Issue | undefined {
  return issues.find((issue) => issue.code === 'unrecognized_keys') ?? issues[0];
}

/**
 * One human sentence for a schema failure, in the request's language: the rule's own text (the
 * same the form shows) when it has one, otherwise what is structurally wrong, naming the field.
 */
export function issueMessage(issue: Issue, body: Record<string, unknown>, locale: LanguageCode): string {
  const field = issue.path.map(String).join('.') || 'body';
  switch (issue.code) {
    case 'unrecognized_keys':
      return serverText(locale, 'unknownFields', { fields: issue.keys.join(', ') });
    case 'too_big':
      if (issue.origin === 'string') return serverText(locale, 'tooLong', { field, max: Number(issue.maximum) });
      break;
    case 'invalid_type': {
      const top = issue.path[0];
      const missing = typeof top === 'string' && body[top] === undefined;
      if (missing) {
        const rule = isRuleKey(issue.message) ? `${ruleText(locale, issue.message)} ` : '';
        return `${rule}(${serverText(locale, 'missingField', { field })})`;
      }
      return serverText(locale, 'wrongType', { field });
    }
    case 'invalid_value':
      if (isRuleKey(issue.message)) break;
      if (field === 'type') return serverText(locale, 'unknownFormType', { type: JSON.stringify(body.type) ?? '' });
      if (field === 'pictureType') return serverText(locale, 'badPictureType');
      break;
    default:
      break;
  }
  if (isRuleKey(issue.message)) return ruleText(locale, issue.message);
  return serverText(locale, 'wrongType', { field });
}
