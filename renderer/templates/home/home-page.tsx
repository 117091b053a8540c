import type { LanguageCode } from '@/schemas/locale';
import type { HomeData } from '../../data/content/get-home';
import { getTranslator } from '../../i18n/server-intl';
import { bindSections } from '../../pipeline/page/bind-sections';
import { logDrops } from '../../pipeline/page/log-drops';
import { PageRenderer } from '../../pipeline/page/page-renderer';
import { homeSections } from './home-sections';

export function HomePage({ locale, data }: { locale: LanguageCode; data: HomeData }) {
  const page = bindSections(homeSections(data, locale, getTranslator(locale)));
  logDrops(`home ${locale}`, page.dropped);
  return <PageRenderer modules={page.modules} />;
}
