import 'server-only';
import type { DetailKind, PageDetail } from '@/schemas/detail';
import type { LanguageCode } from '@/schemas/locale';
import type { SeoEntry } from '@/schemas/seo';
import type { PortalResult } from '../../data/api/call-types';
import { getSeoCommon, getSeoModule } from '../../data/content/get-seo';

/** The CMS SEO entries that describe a page, most specific first; `default` always follows. */
export type SeoKeys = {
  module?: { key: string; id: number; pageCode: string };
  common?: string;
};

/** A product, solution or service page: its module entry `{kind}-{menuCode}`, then the common entry of its kind. */
export const detailSeoKeys = (kind: DetailKind, detail: Pick<PageDetail, 'id' | 'menuCode'>): SeoKeys => ({
  module: { key: `${kind}-${detail.menuCode}`, id: detail.id, pageCode: detail.menuCode },
  common: kind,
});

// A missing entry (CMS 404) or any failure leaves the next one in the chain to answer: metadata never takes a page down.
const found = ([error, data]: PortalResult<SeoEntry>): SeoEntry | undefined => (error ? undefined : data);

/** The page's entry (module → common → `default`), for pages with keys, and the `default` entry for every page. */
export async function loadSeoEntries(locale: LanguageCode, keys: SeoKeys | undefined) {
  const [module, common, siteDefault] = await Promise.all([
    keys?.module ? getSeoModule(locale, keys.module.key, keys.module.id, keys.module.pageCode).then(found) : undefined,
    keys?.common ? getSeoCommon(locale, keys.common).then(found) : undefined,
    getSeoCommon(locale, 'default').then(found),
  ]);
  return { entry: keys ? (module ?? common ?? siteDefault) : undefined, siteDefault };
}
