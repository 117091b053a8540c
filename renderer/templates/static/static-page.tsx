import type { ReactNode } from 'react';
import type { LanguageCode } from '@/schemas/locale';
import type { ContentResource } from '@/schemas/site-info';
import { getTranslator } from '../../i18n/server-intl';
import { logDrops } from '../../pipeline/page/log-drops';
import { PageRenderer } from '../../pipeline/page/page-renderer';
import { bindModules } from '../../pipeline/parse/parse-modules';
import type { ModuleEntry } from '../../pipeline/parse/read-entries';
import type { PageVariant } from '../../pipeline/resolve/static-pages';
import { PreviewNotes, type PagePreview } from '../detail/preview-notes';
import { Article } from './article';

type Props = {
  locale: LanguageCode;
  where: string;
  /** The page's modules, read and enriched (renderer/pipeline/parse/). */
  entries: readonly ModuleEntry[];
  article: ContentResource | undefined;
  variant: PageVariant | undefined;
  /** The lead form shown after the banner (contact, compatibility and partner pages). */
  form?: ReactNode;
  /** Set for a previewer: the drop report, module markers and the inspector's data. */
  preview: PagePreview | undefined;
};

/**
 * A static page: its modules, and its text (company, legal) after the lead banner when there is one,
 * so the page keeps a single h1; likewise its lead form. A `/pc` or `/mobile` address renders that device's layout.
 */
export function StaticPageView({ locale, where, entries, article, variant, form, preview }: Props) {
  const t = getTranslator(locale);
  const page = bindModules(entries);
  logDrops(where, page.dropped);
  const [first, ...rest] = page.modules;
  const lead = first?.type === 'hero-banner' ? [first] : [];
  const body = lead.length ? rest : page.modules;
  // The drops before the lead banner or right after it are shown with it, the rest among the body.
  const leadDrops = page.dropped.filter((drop) => lead.length > 0 && (drop.after === null || drop.after === first?.id));
  return (
    <div data-variant={variant}>
      <PageRenderer modules={lead} inspect={preview && { dropped: leadDrops }} />
      {article ? <Article article={article} headingLevel={lead.length ? 2 : 1} updatedLabel={t('doc.updateTime', { time: article.updateTime })} /> : null}
      {form}
      <PageRenderer modules={body} inspect={preview && { dropped: page.dropped.filter((drop) => !leadDrops.includes(drop)) }} />
      {preview ? <PreviewNotes locale={locale} preview={preview} entries={entries} parsed={page} /> : null}
    </div>
  );
}
