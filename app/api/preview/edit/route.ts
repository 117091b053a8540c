import { isEditingSwitchedOn, readEnv } from '@/renderer/data/config/env';
import { previewStatus } from '@/renderer/data/preview/preview-session';
import { editPage, readEditablePage } from '@/renderer/data/request/embedded-cms';
import { loadSiteOrigins } from '@/renderer/data/routing/load-site-origins';
import { handlePageEdit, handlePageEditRead, type PageEditDeps } from '@/renderer/server/handlers/page-edit/handle-page-edit';
import { FALLBACK_LANGUAGE } from '@/schemas/locale';

export const dynamic = 'force-dynamic';

function deps(): PageEditDeps {
  const env = readEnv();
  return {
    editing: !env.PORTAL_API_URL && isEditingSwitchedOn(env),
    // The token check and the site's hosts do not depend on the language asked in.
    previewStatus: () => previewStatus(FALLBACK_LANGUAGE),
    siteOrigins: async () => (await loadSiteOrigins(FALLBACK_LANGUAGE))?.languages.map((language) => language.origin) ?? [],
    read: (locale, page) => readEditablePage(locale, page),
    edit: (request, validate) => editPage(request, validate),
  };
}

export const GET = (request: Request): Promise<Response> => handlePageEditRead(request, deps());
export const POST = (request: Request): Promise<Response> => handlePageEdit(request, deps());
