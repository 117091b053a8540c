import { queryOptions } from '@tanstack/react-query';
import type { DocMenuEntry } from '@/schemas/document';
import type { LanguageCode } from '@/schemas/locale';
import { callFromBrowser } from '../api/call-from-browser';

/** Query keys of the documentation centre; the locale is part of each. */
export const docQueryKeys = {
  all: (locale: LanguageCode) => ['docs', locale] as const,
  entries: (locale: LanguageCode, cateId: number) => ['docs', locale, 'entries', cateId] as const,
  directory: (locale: LanguageCode, cateId: number, menuId: number) => ['docs', locale, 'directory', cateId, menuId] as const,
};

/**
 * A category's flat tree entries. The server seeds this key with what its getter fetched (so the tree
 * renders at once and hydrates without a request); the browser's tree reads and, once stale, refetches it.
 */
export function docEntriesQuery(locale: LanguageCode, cateId: number) {
  return queryOptions({
    queryKey: docQueryKeys.entries(locale, cateId),
    queryFn: async ({ signal }): Promise<DocMenuEntry[]> => {
      const [error, entries] = await callFromBrowser(locale, { signal }, 'docDirectories', { params: { cateId } });
      if (error) throw error;
      return entries;
    },
  });
}

/**
 * The entries below one directory, at any depth: asked when a directory the category's answer left
 * without children is opened, so a CMS may send only the top levels of a large tree.
 */
export function docDirectoryQuery(locale: LanguageCode, cateId: number, menuId: number) {
  return queryOptions({
    queryKey: docQueryKeys.directory(locale, cateId, menuId),
    queryFn: async ({ signal }): Promise<DocMenuEntry[]> => {
      const [error, entries] = await callFromBrowser(locale, { signal }, 'docMenuDirectories', {
        params: { menuId, cateId },
      });
      if (error) throw error;
      return entries;
    },
  });
}
