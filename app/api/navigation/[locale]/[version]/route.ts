import { getNavigation } from '@/renderer/data/content/get-navigation';
import { currentPreview } from '@/renderer/data/preview/preview-session';
import { languageCodeSchema } from '@/schemas/locale';

type Params = { params: Promise<{ locale: string; version: string }> };

/**
 * The header's mega panels and drawer tree, loaded by the page after it has shown. The address names
 * the content's version: browsers keep a matching answer for a year; an old version (the menus changed
 * since the page was rendered) gets today's menus, not kept. A previewer's answer is never shared.
 */
export async function GET(_request: Request, { params }: Params) {
  const { locale: localeParam, version } = await params;
  const locale = languageCodeSchema.safeParse(localeParam);
  if (!locale.success) return Response.json({ message: 'unknown locale' }, { status: 404, headers: { 'cache-control': 'no-store' } });
  const navigation = await getNavigation(locale.data);
  if (navigation.failed) return Response.json({ message: 'menus unavailable' }, { status: 503, headers: { 'cache-control': 'no-store' } });
  const shared = (await currentPreview()) ? 'private' : 'public';
  const lifetime = navigation.version === version ? 'max-age=31536000, immutable' : 'no-cache';
  return Response.json(navigation.view, { headers: { 'cache-control': `${shared}, ${lifetime}` } });
}
