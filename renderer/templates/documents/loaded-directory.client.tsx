'use client';

import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { LanguageCode } from '@/schemas/locale';
import { docDirectoryQuery } from '../../data/query/doc-queries';
import { QueryProvider } from '../../data/query/query-provider.client';
import { buildDocTree, type DocTree } from './build-doc-tree';
import { TreeStatus } from './tree-status';

type Props = { locale: LanguageCode; cateId: number; menuId: number; groupId: string; children: (subtree: DocTree) => ReactNode };

function DirectoryQuery({ locale, cateId, menuId, groupId, children }: Props) {
  const { data: subtree, isError, refetch } = useQuery({ ...docDirectoryQuery(locale, cateId, menuId), select: buildDocTree });
  if (subtree) return children(subtree);
  return <TreeStatus groupId={groupId} retry={isError ? () => void refetch() : undefined} />;
}

/**
 * The entries below a directory the category's answer sent without children, asked for when it opens
 * (`/help-doc/menu/directories/{menuId}/{cateId}`). The tree loads this file, and with it TanStack Query,
 * only then: a category sent whole never needs it. Answers stay in the tab's query cache.
 */
export function LoadedDirectory(props: Props) {
  return (
    <QueryProvider>
      <DirectoryQuery {...props} />
    </QueryProvider>
  );
}
