import 'server-only';
import type { LanguageCode } from '@/schemas/locale';
import { getDocCategories, getDocEntries } from '../../data/content/get-docs';
import { docPaths } from './site-paths';

const MAX_CATEGORIES = 50;

/** Every documentation category and document; a category whose tree fails is listed without its documents. */
export async function documentPaths(locale: LanguageCode): Promise<string[]> {
  const [error, categories] = await getDocCategories(locale);
  if (error) return [];
  const trees = await Promise.all(
    categories.slice(0, MAX_CATEGORIES).map(async ({ id }) => {
      const [treeError, entries] = await getDocEntries(locale, id);
      return docPaths(id, treeError ? [] : entries);
    }),
  );
  return trees.flat();
}
