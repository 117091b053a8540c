import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement, type ReactNode } from 'react';
import type { MarkupNode } from '../../markup-tree';

const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const trees = new Map<string, MarkupNode[]>();

/**
 * The tree the bench saved for one of the site's pages (BENCH_MARKUP_DIR/{page}.json), read once per
 * process: reading it is the bench's work, not the framework's.
 */
function treeOf(page: string): MarkupNode[] {
  if (!/^[\w-]+$/.test(page)) throw new Error(`not a page name: ${page}`);
  let tree = trees.get(page);
  if (!tree) {
    tree = JSON.parse(readFileSync(path.join(process.env.BENCH_MARKUP_DIR ?? '.', `${page}.json`), 'utf8')) as MarkupNode[];
    trees.set(page, tree);
  }
  return tree;
}

/** One node of the tree as a React element (bench/markup-tree.test.ts renders through it too). */
export function element(node: MarkupNode, key: number): ReactNode {
  if (typeof node === 'string') return node;
  const [tag, props, children] = node;
  return createElement(tag, { ...props, key }, VOID_ELEMENTS.has(tag) ? undefined : children.map(element));
}

/** The site page's body as plain server-rendered elements: the same markup with none of the site's own work. */
export function Markup({ page }: { page: string }) {
  return <>{treeOf(page).map(element)}</>;
}
