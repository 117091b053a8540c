import { CmsFailure } from '../http/envelope';
import { isVisible } from '../http/preview';
import { get, type Route } from '../http/route';
import { contentFor } from '../store/fixture-store';
import { servePage } from '../store/serve-page';

export const modulePageRoutes: Route[] = [
  get('/{belongType}/json-modules', ({ locale, params, preview }) => {
    const page = contentFor(locale).pages.get(params.belongType ?? '');
    if (!page || !isVisible(page, preview)) throw new CmsFailure('notFound', `no published modules for ${params.belongType}`);
    return servePage(page);
  }),
];
