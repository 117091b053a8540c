'use client';

import { useQuery } from '@tanstack/react-query';
import { PrefetchLink as Link } from '@/modules/_ui/prefetch-link.client';
import { useSelectedLayoutSegment } from 'next/navigation';
import { useCallback, useState, type KeyboardEvent } from 'react';
import type { LanguageCode } from '@/schemas/locale';
import { docDirectoryQuery, docEntriesQuery } from '../../query/doc-queries';
import { ancestorIds, buildDocTree, type DocTree as Tree, type DocTreeDirectory, type DocTreeNode } from './build-doc-tree';
import { DocEmpty } from './doc-empty';
import { documentHref, parseDocId } from './doc-ids';
import styles from './doc-tree.module.css';
import { useTranslator } from '../../i18n/use-translator';

type Shared = {
  locale: LanguageCode;
  cateId: number;
  currentId: number | undefined;
  expanded: ReadonlySet<number>;
  toggle: (id: number, open?: boolean) => void;
  emptyTitle: string;
  emptyHint: string;
};

function withAll(set: ReadonlySet<number>, ids: readonly number[]): ReadonlySet<number> {
  if (ids.every((id) => set.has(id))) return set;
  return new Set([...set, ...ids]);
}

function DirectoryItem({ node, shared }: { node: DocTreeDirectory; shared: Shared }) {
  const open = shared.expanded.has(node.id);
  const groupId = `doc-tree-group-${node.id}`;
  // Left and Right close and open a directory, as in a tree view; Enter and Space toggle it like any button.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowRight' && !open) shared.toggle(node.id, true);
    else if (event.key === 'ArrowLeft' && open) shared.toggle(node.id, false);
    else return;
    event.preventDefault();
  };
  return (
    <li className={styles.item}>
      <button
        type="button"
        className={styles.directory}
        aria-expanded={open}
        aria-controls={open ? groupId : undefined}
        onClick={() => shared.toggle(node.id)}
        onKeyDown={onKeyDown}
      >
        <span className={styles.chevron} aria-hidden="true" />
        <span>{node.name}</span>
      </button>
      {open ? <DirectoryGroup node={node} groupId={groupId} shared={shared} /> : null}
    </li>
  );
}

function DirectoryGroup({ node, groupId, shared }: { node: DocTreeDirectory; groupId: string; shared: Shared }) {
  if (node.children.length === 0) return <LoadedGroup menuId={node.id} groupId={groupId} shared={shared} />;
  return (
    <ul id={groupId} className={styles.group}>
      <TreeItems nodes={node.children} shared={shared} />
    </ul>
  );
}

/**
 * A directory the category's answer sent without children: its entries are asked for when it opens
 * (`/help-doc/menu/directories/{menuId}/{cateId}`), so a CMS may send only the top levels of a large
 * tree. A directory that is really empty costs one small request and then shows the spec's texts.
 */
function LoadedGroup({ menuId, groupId, shared }: { menuId: number; groupId: string; shared: Shared }) {
  const { data: subtree, isError, refetch } = useQuery({ ...docDirectoryQuery(shared.locale, shared.cateId, menuId), select: buildDocTree });
  if (subtree && subtree.roots.length > 0) {
    return (
      <ul id={groupId} className={styles.group}>
        <TreeItems nodes={subtree.roots} shared={shared} />
      </ul>
    );
  }
  return (
    <div id={groupId} className={styles.group}>
      {subtree ? <DocEmpty title={shared.emptyTitle} hint={shared.emptyHint} compact /> : <TreeStatus failed={isError} retry={() => void refetch()} />}
    </div>
  );
}

function TreeStatus({ failed, retry }: { failed: boolean; retry: () => void }) {
  const t = useTranslator();
  return failed ? (
    <div className={styles.status} role="alert">
      <p>{t('doc.treeLoadFailed')}</p>
      <button type="button" className={styles.retry} onClick={retry}>
        {t('common.retry')}
      </button>
    </div>
  ) : (
    <p className={styles.status} role="status">
      {t('common.loading')}
    </p>
  );
}

function TreeItems({ nodes, shared }: { nodes: readonly DocTreeNode[]; shared: Shared }) {
  return nodes.map((node) =>
    node.type === 'DIRECTORY' ? (
      <DirectoryItem key={node.id} node={node} shared={shared} />
    ) : (
      <li key={node.id} className={styles.item}>
        <Link href={documentHref(shared.cateId, node.id)} className={styles.document} aria-current={node.id === shared.currentId ? 'page' : undefined}>
          {node.name}
        </Link>
      </li>
    ),
  );
}

/**
 * The category's document tree. Its entries come from the query cache the server seeded, so the first
 * view renders complete, and a return to the category within the cache's lifetime asks nothing.
 * Only open directories render their children, so a tree of thousands of entries stays small.
 */
export function DocTree({ locale, cateId }: { locale: LanguageCode; cateId: number }) {
  const t = useTranslator();
  const { data: tree, isError, refetch } = useQuery({ ...docEntriesQuery(locale, cateId), select: buildDocTree });
  // The [docId] segment below the category layout; null on the category's own page.
  const currentId = parseDocId(useSelectedLayoutSegment());

  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => (tree && currentId !== undefined ? new Set(ancestorIds(tree, currentId)) : new Set()));
  // Opening another document (or the tree arriving late) reveals it: its directories open, nothing else closes.
  const [revealed, setRevealed] = useState<{ tree: Tree | undefined; id: number | undefined }>({ tree, id: currentId });
  if (revealed.tree !== tree || revealed.id !== currentId) {
    setRevealed({ tree, id: currentId });
    if (tree && currentId !== undefined) setExpanded((previous) => withAll(previous, ancestorIds(tree, currentId)));
  }

  const toggle = useCallback((id: number, open?: boolean) => {
    setExpanded((previous) => {
      const next = new Set(previous);
      if (open ?? !previous.has(id)) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  if (!tree) return <TreeStatus failed={isError} retry={() => void refetch()} />;
  if (tree.roots.length === 0) return <p className={styles.status}>{t('doc.noContent')}</p>;
  const shared: Shared = { locale, cateId, currentId, expanded, toggle, emptyTitle: t('doc.noContent'), emptyHint: t('doc.emptyDirectory') };
  return (
    <ul className={styles.tree}>
      <TreeItems nodes={tree.roots} shared={shared} />
    </ul>
  );
}
