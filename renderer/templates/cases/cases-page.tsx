import type { Metadata } from 'next';
import type { ModulePage } from '@/schemas/detail';
import type { LanguageCode } from '@/schemas/locale';
import type { ModuleEntry } from '../../pipeline/parse/read-entries';
import type { StaticMatch } from '../../pipeline/resolve/static-pages';
import { NewsListPage } from '../news/news-list-page';
import type { NewsListData } from '../news/load-news-list';
import type { PagePreview } from '../detail/preview-notes';
import { StaticPageView } from '../static/static-page';

type Props = { locale: LanguageCode; match: StaticMatch; entries: readonly ModuleEntry[]; list: NewsListData; preview: PagePreview | undefined };

/** Customer cases: the CMS's CASES modules (banner, figures, carousel ...), then every case article. */
export function CasesPage({ locale, match, entries, list, preview }: Props) {
  return (
    <>
      <StaticPageView locale={locale} where={`${list.path} ${locale}`} entries={entries} article={undefined} variant={match.variant} preview={preview} />
      <NewsListPage locale={locale} data={list} as="section" />
    </>
  );
}

/** The module page's name and description; a variant address points search engines at /cases. */
export function casesMetadata(modulePage: ModulePage | undefined, path: string): Metadata {
  return { title: modulePage?.name, description: modulePage?.desc ?? undefined, alternates: path === '/cases' ? undefined : { canonical: '/cases' } };
}
