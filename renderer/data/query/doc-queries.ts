import { queryOptions } from '@tanstack/react-query';
import type { DocMenuEntry } from '@/schemas/document';
import type { LanguageCode } from '@/schemas/locale';
import { callFromBrowser } from '../api/call-from-browser';

/**
 * The entries below one directory, at any depth: asked when a directory the category's answer left
 * without children is opened, so a CMS may send only the top levels of a large tree.
 */
export function docDirectoryQuery(locale: LanguageCode, cateId: number, menuId: number) {
  return queryOptions({
    queryKey: ['docs', locale, 'directory', cateId, menuId] as const,
    queryFn: async ({ signal }): Promise<DocMenuEntry[]> => {
      const [error, entries] = await callFromBrowser(locale, { signal }, 'docMenuDirectories', {
        params: { menuId, cateId },
      });
      if (error) throw error;
      return entries;
    },
  });
}
