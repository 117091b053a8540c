import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import * as z from 'zod/mini';
import type { LanguageCode } from '@/schemas/locale';

const compiledSchema = z.record(
  z.string(),
  z.custom<MessageFormatElement[]>((value) => Array.isArray(value)),
);

/**
 * A lead form's messages for a form the browser loads after the page (the side panel's), parsed on the
 * server (app/api/form-messages): the browser's react-intl has no ICU parser. Checked with zod/mini:
 * every desktop page loads this after the page, where classic zod would cost a long task on a phone.
 */
export async function loadFormMessages(locale: LanguageCode): Promise<Record<string, MessageFormatElement[]>> {
  const response = await fetch(`/api/form-messages/${locale}`);
  if (!response.ok) throw new Error(`form messages: HTTP ${response.status}`);
  return compiledSchema.parse(await response.json());
}
