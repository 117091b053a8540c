import { CmsFailure } from '../http/envelope';
import { get, type Route } from '../http/route';
import { contentFor } from '../store/fixture-store';
import { servePage } from '../store/serve-page';

export const modulePageRoutes: Route[] = [
  get('/{belongType}/json-modules', ({ locale, params }) => {
    const page = contentFor(locale).pages.get(params.belongType ?? '');
    if (!page || page.status !== 'published') throw new CmsFailure('notFound', `no published modules for ${params.belongType}`);
    return servePage(page);
  }),
];
