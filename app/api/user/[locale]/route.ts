import { answerUserSession } from '@/renderer/server/handlers/user-session';
import { languageCodeSchema } from '@/schemas/locale';

type Params = { params: Promise<{ locale: string }> };

/** Who the visitor is, asked by UserLoader just after every page's hydration (renderer/data/api/user-session.ts). */
export async function GET(request: Request, { params }: Params) {
  const locale = languageCodeSchema.safeParse((await params).locale);
  if (!locale.success) return Response.json({ message: 'unknown locale' }, { status: 404, headers: { 'cache-control': 'no-store' } });
  return answerUserSession(request, locale.data);
}
