import type { DetailKind } from '@/schemas/detail';
import type { MenuItem } from '@/schemas/menu';
import type { NewsType } from '@/schemas/news';
import type { StoredDetail, StoredDoc, StoredNews } from '../fixture-schemas';
import type { LocaleContent } from '../store/fixture-store';
import { indexMenus } from '../store/menu-index';
import { moduleText } from './module-text';
import { richTextPlain } from './rich-text';
import type { SearchDocument, SearchHitType } from './search-index';

/**
 * Services (migration, managed operations, security assessment ...) have no search filter of their
 * own (schemas/search-types.ts); they are delivered offerings built around a customer's problem, so
 * they are found under Solution (and All). Their ids carry the kind so they never collide with a solution's.
 */
const DETAIL_TYPES: Record<DetailKind, SearchHitType> = { product: 'PRODUCT', solution: 'SOLUTION', service: 'SOLUTION' };

/** News kinds with a detail page; blog posts count as News in the filter. Events have no page and are not searched. */
const NEWS_PLACES: Partial<Record<NewsType, { type: SearchHitType; path: string }>> = {
  NEWS: { type: 'NEWS', path: '/press' },
  BLOG: { type: 'NEWS', path: '/blog' },
  PRODUCTUPDATES: { type: 'PRODUCTUPDATES', path: '/product-updates' },
  INDUSTRIALREPORT: { type: 'INDUSTRIALREPORT', path: '/reports' },
};

const NAMES_API = /\bAPI\b/i;
const isPublished = (item: { status: string }) => item.status === 'published';

function detailDocuments(kind: DetailKind, details: readonly StoredDetail[], menus: ReadonlyMap<string, MenuItem>): SearchDocument[] {
  const type = DETAIL_TYPES[kind];
  return details.filter(isPublished).map((detail) => ({
    id: kind === 'service' ? `${type}:service-${detail.id}` : `${type}:${detail.id}`,
    type,
    title: detail.name,
    body: [detail.desc ?? '', ...detail.moduleViewList.flatMap((view) => moduleText(view.details))].join(' '),
    url: menus.get(detail.menuCode)?.path ?? `/${kind}/${detail.menuCode}`,
    updateTime: null,
  }));
}

/** API documentation: the title names an API, or a directory above the document does ('API reference'). */
function isApiDoc(doc: StoredDoc, docs: LocaleContent['docs']): boolean {
  if (NAMES_API.test(doc.title)) return true;
  const tree = docs.trees.get(doc.cateId) ?? [];
  const byId = new Map(tree.map((entry) => [entry.id, entry]));
  let parent = byId.get(doc.id)?.parentId ?? null;
  // Bounded by the tree's size, so a parent cycle in a bad fixture cannot loop forever.
  for (let hops = 0; parent !== null && hops < tree.length; hops += 1) {
    const directory = byId.get(parent);
    if (!directory) return false;
    if (NAMES_API.test(directory.name)) return true;
    parent = directory.parentId;
  }
  return false;
}

function helpDocuments(docs: LocaleContent['docs']): SearchDocument[] {
  return docs.documents.filter(isPublished).map((doc) => {
    const type: SearchHitType = isApiDoc(doc, docs) ? 'API' : 'DOCUMENT';
    return {
      id: `${type}:${doc.id}`,
      type,
      title: doc.title,
      body: richTextPlain(doc.content, doc.contentType),
      url: `/document/${doc.cateId}/${doc.id}`,
      updateTime: doc.updateTime,
    };
  });
}

function newsDocuments(news: readonly StoredNews[]): SearchDocument[] {
  return news.filter(isPublished).flatMap((item) => {
    const place = NEWS_PLACES[item.type];
    if (!place) return [];
    return [
      {
        id: `${place.type}:${item.id}`,
        type: place.type,
        title: item.title,
        body: [item.summary ?? '', richTextPlain(item.content, 'markdown'), item.tags.join(' ')].join(' '),
        url: `${place.path}/${item.id}`,
        updateTime: item.publishTime,
      },
    ];
  });
}

/** Every published page of a locale that search finds: products, solutions, services, help documents, news. */
export function siteDocuments(content: LocaleContent, menuTree: readonly MenuItem[]): SearchDocument[] {
  const menus = indexMenus(menuTree);
  return [
    ...detailDocuments('product', content.details.product, menus),
    ...detailDocuments('solution', content.details.solution, menus),
    ...detailDocuments('service', content.details.service, menus),
    ...helpDocuments(content.docs),
    ...newsDocuments(content.news),
  ];
}
