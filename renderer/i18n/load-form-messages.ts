import * as z from 'zod/mini';
import type { LanguageCode } from '@/schemas/locale';
import type { TextPiece } from './text-pieces';
import type { PlainText } from './text-provider.client';

const pieceSchema = z.union([z.string(), z.object({ tag: z.string(), text: z.string() })]);
const formTextSchema = z.record(z.string(), z.array(pieceSchema));

/**
 * A lead form's messages for a form the browser loads after the page (the side panel's), as text pieces parsed
 * on the server (app/api/form-messages). Checked with zod/mini: every desktop page loads this after the page,
 * where classic zod would cost a long task on a phone.
 */
export async function loadFormMessages(locale: LanguageCode): Promise<PlainText> {
  const response = await fetch(`/api/form-messages/${locale}`);
  if (!response.ok) throw new Error(`form messages: HTTP ${response.status}`);
  const text: Record<string, TextPiece[]> = formTextSchema.parse(await response.json());
  return text;
}
