import { formText } from '@/renderer/i18n/form-text';
import { languageCodeSchema } from '@/schemas/locale';

/**
 * A lead form's messages as text pieces, for the form the side panel loads after the page (the chrome's come
 * with the page). Parsed once per process; browsers keep them five minutes (a deploy that changes them is seen within that).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const locale = languageCodeSchema.safeParse((await params).locale);
  if (!locale.success) return Response.json({ message: 'unknown locale' }, { status: 404, headers: { 'cache-control': 'no-store' } });
  return Response.json(formText(locale.data), { headers: { 'cache-control': 'public, max-age=300' } });
}
