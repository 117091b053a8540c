import 'server-only';
import { notFound, permanentRedirect } from 'next/navigation';
import type { ReactNode } from 'react';
import type { LanguageCode } from '@/schemas/locale';
import { loadRoutePage } from '../../pipeline/resolve/load-route-page';
import type { LeadFormKind } from '../../pipeline/resolve/static-pages';
import { currentPreview } from '../../data/preview/preview-session';
import { DetailPage } from '../detail/detail-page';
import { StaticPageView } from '../static/static-page';

type Props = {
  locale: LanguageCode;
  /** The site path without its leading slash. */
  path: string;
  /**
   * The lead form of a form page. Only the form pages' own routes pass it: a route that imports the
   * forms ships their code to every page it serves, so the catch-all route never does.
   */
  renderForm?: (kind: LeadFormKind) => ReactNode;
};

/** A static page or a product, solution or service page; previewers also see what the page dropped. */
export async function MenuRouteView({ locale, path, renderForm }: Props) {
  const [page, preview] = await Promise.all([loadRoutePage(locale, path), currentPreview()]);
  const where = `/${path} ${locale}`;
  if (page.kind === 'redirect') permanentRedirect(page.to);
  if (page.kind === 'static') {
    const form = page.form && renderForm ? renderForm(page.form) : undefined;
    return (
      <StaticPageView
        locale={locale}
        where={where}
        entries={page.entries}
        article={page.article}
        variant={page.variant}
        form={form}
        // Content admins see what the page dropped and why, and inspect its modules; visitors never do.
        preview={preview && { page: page.modulePage ? `page:${page.modulePage.belongType}` : null }}
      />
    );
  }
  if (page.kind !== 'detail') notFound();
  return <DetailPage entries={page.entries} locale={locale} where={where} preview={preview && { page: `${page.detailKind}:${page.node.id}` }} />;
}
