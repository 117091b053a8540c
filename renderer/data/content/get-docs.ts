import 'server-only';
import { cache } from 'react';
import type { DocCategory, DocDetail, DocMenuEntry } from '@/schemas/document';
import type { LanguageCode } from '@/schemas/locale';
import type { PortalResult } from '../api/call-types';
import { PortalError } from '../api/errors';
import { cacheTags } from './cache-tags';
import { portalCall } from './portal-call';

/** The documentation categories (`/help-doc/menus`). */
export const getDocCategories = cache((locale: LanguageCode) => portalCall(locale, { tags: [cacheTags.docs(locale)] }, 'docCategories'));

/** A category's flat tree entries; the UI builds the tree from them (templates/documents/build-doc-tree). */
export const getDocEntries = cache((locale: LanguageCode, cateId: number) =>
  portalCall(locale, { tags: [cacheTags.docs(locale), cacheTags.docTree(locale, cateId)] }, 'docDirectories', {
    params: { cateId },
  }),
);

/** One document; the layout and page of a request share the call through React `cache`. */
export const getDocDetail = cache((locale: LanguageCode, docId: number) =>
  portalCall(locale, { tags: [cacheTags.docs(locale), cacheTags.docDetail(locale, docId)] }, 'docDetail', {
    params: { docId },
  }),
);

/**
 * A category and its entries; an id the category list lacks is not found, like an unknown document. The ids are the
 * address's, so only a listed category's tree is asked for (and cached), whatever a CMS answers for other ids.
 */
export const getDocCategory = cache(async (locale: LanguageCode, cateId: number): Promise<PortalResult<DocCategoryData>> => {
  const [categoriesError, categories] = await getDocCategories(locale);
  if (categoriesError) return [categoriesError, undefined];
  const category = categories.find((item) => item.id === cateId);
  if (!category) return [new PortalError('not-found', { status: 404, detail: `document category ${cateId} is not listed` }), undefined];
  const [entriesError, entries] = await getDocEntries(locale, cateId);
  if (entriesError) return [entriesError, undefined];
  return [null, { category, entries }];
});
export type DocCategoryData = { category: DocCategory; entries: DocMenuEntry[] };

/** A document shown under a category: it must be a document of that category's tree (asked only then), else it is not found there. */
export const getDocPage = cache(async (locale: LanguageCode, cateId: number, docId: number): Promise<PortalResult<DocPageData>> => {
  const [categoryError, category] = await getDocCategory(locale, cateId);
  if (categoryError) return [categoryError, undefined];
  if (!category.entries.some((entry) => entry.id === docId && entry.type === 'DOCUMENT')) {
    return [new PortalError('not-found', { status: 404, detail: `document ${docId} is not in category ${cateId}` }), undefined];
  }
  const [docError, doc] = await getDocDetail(locale, docId);
  if (docError) return [docError, undefined];
  return [null, { ...category, doc }];
});
export type DocPageData = DocCategoryData & { doc: DocDetail };
