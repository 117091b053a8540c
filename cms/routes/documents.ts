import type { DocDetail, DocMenuEntry } from '@/schemas/document';
import type { LanguageCode } from '@/schemas/locale';
import { CmsFailure } from '../http/envelope';
import { idSchema } from '../http/read-request';
import { get, type Route } from '../http/route';
import { isVisible } from '../http/preview';
import { contentFor } from '../store/fixture-store';

function idOf(raw: string | undefined, what: string): number {
  const id = idSchema.safeParse(raw);
  if (!id.success) throw new CmsFailure('badRequest', `${what} must be a positive number`);
  return id.data;
}

const readableDocs = (locale: LanguageCode, preview: boolean) => contentFor(locale).docs.documents.filter((doc) => isVisible(doc, preview));

/** A category's entries in stored order: every directory, and the documents the reader may see in that category. */
function entries(locale: LanguageCode, cateId: number, preview: boolean): DocMenuEntry[] {
  const tree = contentFor(locale).docs.trees.get(cateId);
  if (!tree) throw new CmsFailure('notFound', `document category ${cateId} not found`);
  const shown = new Set(readableDocs(locale, preview).flatMap((doc) => (doc.cateId === cateId ? [doc.id] : [])));
  return tree.filter((entry) => entry.type === 'DIRECTORY' || shown.has(entry.id));
}

/** Entries below directory `menuId`, at any depth. */
function subtree(locale: LanguageCode, menuId: number, cateId: number, preview: boolean): DocMenuEntry[] {
  const all = entries(locale, cateId, preview);
  if (!all.some((entry) => entry.id === menuId && entry.type === 'DIRECTORY')) {
    throw new CmsFailure('notFound', `directory ${menuId} not found in document category ${cateId}`);
  }
  const parentOf = new Map(all.map((entry) => [entry.id, entry.parentId]));
  const isBelow = (entry: DocMenuEntry) => {
    // Bounded by the tree's size, so a parent cycle in a bad fixture cannot loop forever.
    let parent = entry.parentId;
    for (let hops = 0; parent !== null && hops < all.length; hops += 1) {
      if (parent === menuId) return true;
      parent = parentOf.get(parent) ?? null;
    }
    return false;
  };
  return all.filter(isBelow);
}

function detail(locale: LanguageCode, docId: number, preview: boolean): DocDetail {
  const found = readableDocs(locale, preview).find((doc) => doc.id === docId);
  if (!found) throw new CmsFailure('notFound', `document ${docId} not found`);
  const { status, cateId, ...doc } = found;
  return doc;
}

export const documentRoutes: Route[] = [
  get('/help-doc/menus', ({ locale }) => contentFor(locale).docs.categories),
  get('/help-doc/menu/directories/{cateId}', ({ locale, params, preview }) => entries(locale, idOf(params.cateId, 'category id'), preview)),
  get('/help-doc/menu/directories/{menuId}/{cateId}', ({ locale, params, preview }) =>
    subtree(locale, idOf(params.menuId, 'menu id'), idOf(params.cateId, 'category id'), preview),
  ),
  get('/help-doc/document/{docId}', ({ locale, params, preview }) => detail(locale, idOf(params.docId, 'document id'), preview)),
];
