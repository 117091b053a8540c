import { CmsImage } from '@/modules/_ui/cms-image';
import { SiteLink } from '@/modules/_ui/site-link';
import type { Translate } from '../../i18n/server-intl';
import type { SidebarBlock } from './sidebar-blocks';
import styles from './news-sidebar.module.css';

function HotArticles({ block, title }: { block: SidebarBlock; title: string }) {
  return (
    <section className={styles.block} aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      <ol className={styles.ranked}>
        {block.items.map((item) => (
          <li key={`${item.href}-${item.title}`}>
            <SiteLink href={item.href}>{item.title}</SiteLink>
          </li>
        ))}
      </ol>
    </section>
  );
}

function HotRecommend({ block, title }: { block: SidebarBlock; title: string }) {
  return (
    <section className={styles.block} aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      <ul className={styles.links}>
        {block.items.map((item) => (
          <li key={`${item.href}-${item.title}`}>
            <SiteLink href={item.href}>{item.title}</SiteLink>
            {item.desc ? <p>{item.desc}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Ad({ block, label }: { block: SidebarBlock; label: string }) {
  return (
    <aside className={styles.ad} aria-label={label}>
      {block.items.map((item) => (
        <SiteLink key={`${item.href}-${item.title}`} href={item.href} className={styles.adLink}>
          {item.imageUrl ? (
            <span className={styles.adImage}>
              <CmsImage src={item.imageUrl} alt="" fill sizes="320px" />
            </span>
          ) : null}
          <strong className={styles.adTitle}>{item.title}</strong>
          {item.desc ? <span className={styles.adDesc}>{item.desc}</span> : null}
        </SiteLink>
      ))}
    </aside>
  );
}

/** The NEWSRECOMMEND blocks beside an article, in CMS order: hot articles, hot recommendations, ads. */
export function NewsSidebar({ blocks, t }: { blocks: readonly SidebarBlock[]; t: Translate }) {
  return (
    <div className={styles.sidebar}>
      {blocks.map((block) => {
        switch (block.type) {
          case 'hotArticle':
            return <HotArticles key={block.id} block={block} title={t('news.hotArticles')} />;
          case 'hotRecommend':
            return <HotRecommend key={block.id} block={block} title={t('news.hotRecommend')} />;
          case 'ad':
            return <Ad key={block.id} block={block} label={t('news.promotion')} />;
        }
      })}
    </div>
  );
}
