import 'server-only';
import type { Metadata } from 'next';
import { readSiteParams } from '../../data/routing/page-params';
import { routePageMetadata } from '../../pipeline/seo/route-page-metadata';
import { MenuRouteView } from '../route/menu-route-view';
import { LeadFormSection } from './lead-form-section';
import { withAccessFallback } from '../../frame/error-pages/access-fallback';
import { withAccessFallbackMetadata } from '../../pipeline/page/access-status';

type Props = { params: Promise<{ locale: string; device: string; variant?: string[] }> };

/** The pages that carry a lead form, each with a route of its own (and its `/pc`, `/mobile` variants). */
export type LeadFormPage = 'contact' | 'compatibility_form' | 'partnership_form';

const pathOf = (page: LeadFormPage, variant: readonly string[] | undefined) => [page, ...(variant ?? [])].join('/');

/** What a form page's route exports: its metadata and its page, with the form after the banner. */
export function leadFormRoute(page: LeadFormPage) {
  return {
    generateMetadata: withAccessFallbackMetadata(async ({ params }: Props): Promise<Metadata> => {
      const { locale, variant } = await readSiteParams(params);
      return routePageMetadata(locale, pathOf(page, variant));
    }),
    Page: withAccessFallback(async ({ params }: Props) => {
      const { locale, variant } = await readSiteParams(params);
      return MenuRouteView({ locale, path: pathOf(page, variant), renderForm: (kind) => <LeadFormSection kind={kind} locale={locale} /> });
    }),
  };
}
