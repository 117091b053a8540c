'use client';

import { SiteAnchor } from '@/modules/_ui/site-anchor';
import { useSelectedLayoutSegment } from 'next/navigation';
import { lazy, Suspense, useCallback, useMemo, useState, type KeyboardEvent } from 'react';
import type { DocMenuEntry } from '@/schemas/document';
import type { LanguageCode } from '@/schemas/locale';
import { ancestorIds, buildDocTree, type DocTree as Tree, type DocTreeDirectory, type DocTreeNode } from './build-doc-tree';
import { DocEmpty } from './doc-empty';
import { documentHref, parseDocId } from '../../data/routing/doc-ids';
import styles from './doc-tree.module.css';
import { TreeStatus } from './tree-status';
import { useTranslator } from '../../i18n/use-translator';

const LoadedDirectory = lazy(() => import('./loaded-directory.client').then(({ LoadedDirectory }) => ({ default: LoadedDirectory })));

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
  if (node.children.length > 0) return <Group nodes={node.children} groupId={groupId} shared={shared} />;
  return (
    <Suspense fallback={<TreeStatus groupId={groupId} />}>
      <LoadedDirectory locale={shared.locale} cateId={shared.cateId} menuId={node.id} groupId={groupId}>
        {(subtree) => <Group nodes={subtree.roots} groupId={groupId} shared={shared} />}
      </LoadedDirectory>
    </Suspense>
  );
}

/** An open directory's entries; a directory the CMS confirms empty shows the two empty-directory texts (DocEmpty). */
function Group({ nodes, groupId, shared }: { nodes: readonly DocTreeNode[]; groupId: string; shared: Shared }) {
  if (nodes.length === 0) {
    return (
      <div id={groupId} className={styles.group}>
        <DocEmpty title={shared.emptyTitle} hint={shared.emptyHint} compact />
      </div>
    );
  }
  return (
    <ul id={groupId} className={styles.group}>
      <TreeItems nodes={nodes} shared={shared} />
    </ul>
  );
}

function TreeItems({ nodes, shared }: { nodes: readonly DocTreeNode[]; shared: Shared }) {
  return nodes.map((node) =>
    node.type === 'DIRECTORY' ? (
      <DirectoryItem key={node.id} node={node} shared={shared} />
    ) : (
      <li key={node.id} className={styles.item}>
        <SiteAnchor href={documentHref(shared.cateId, node.id)} className={styles.document} aria-current={node.id === shared.currentId ? 'page' : undefined}>
          {node.name}
        </SiteAnchor>
      </li>
    ),
  );
}

/**
 * The category's document tree, from the entries the server fetched for the category layout: the first
 * view renders complete and hydrates without a request. Only open directories render their children,
 * so a tree of thousands of entries stays small.
 */
export function DocTree({ locale, cateId, entries }: { locale: LanguageCode; cateId: number; entries: readonly DocMenuEntry[] }) {
  const t = useTranslator();
  const tree = useMemo(() => buildDocTree(entries), [entries]);
  // The [docId] segment below the category layout; null on the category's own page.
  const currentId = parseDocId(useSelectedLayoutSegment());

  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => (currentId !== undefined ? new Set(ancestorIds(tree, currentId)) : new Set()));
  // Opening another document (or the category's entries changing) reveals it: its directories open, nothing else closes.
  const [revealed, setRevealed] = useState<{ tree: Tree; id: number | undefined }>({ tree, id: currentId });
  if (revealed.tree !== tree || revealed.id !== currentId) {
    setRevealed({ tree, id: currentId });
    if (currentId !== undefined) setExpanded((previous) => withAll(previous, ancestorIds(tree, currentId)));
  }

  const toggle = useCallback((id: number, open?: boolean) => {
    setExpanded((previous) => {
      const next = new Set(previous);
      if (open ?? !previous.has(id)) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  if (tree.roots.length === 0) return <p className={styles.status}>{t('doc.noContent')}</p>;
  const shared: Shared = { locale, cateId, currentId, expanded, toggle, emptyTitle: t('doc.noContent'), emptyHint: t('doc.emptyDirectory') };
  return (
    <ul className={styles.tree}>
      <TreeItems nodes={tree.roots} shared={shared} />
    </ul>
  );
}
