import { describe, expect, it } from 'vitest';
import tree202 from '@/fixtures/ZH_CN/docs/tree-202.json';
import { docMenuEntryListSchema, type DocMenuEntry } from '@/schemas/document';
import { ancestorIds, buildDocTree, collectDocuments, firstDocument, type DocTreeNode } from './build-doc-tree';

const dir = (id: number, parentId: number | null, order = 0): DocMenuEntry => ({ id, parentId, name: `dir ${id}`, type: 'DIRECTORY', order });
const doc = (id: number, parentId: number | null, order = 0): DocMenuEntry => ({ id, parentId, name: `doc ${id}`, type: 'DOCUMENT', order });

/** The tree as nested ids, e.g. [1, [2, 3]] for directory 1 holding 2 and 3. */
type Shape = (number | [number, Shape])[];
const shape = (nodes: readonly DocTreeNode[]): Shape => nodes.map((node) => (node.type === 'DIRECTORY' ? [node.id, shape(node.children)] : node.id));

describe('buildDocTree', () => {
  it('nests entries by parentId into directories and documents', () => {
    const tree = buildDocTree([dir(1, null, 1), doc(10, 1, 1), dir(2, 1, 2), doc(20, 2, 1), doc(30, null, 2)]);
    expect(shape(tree.roots)).toEqual([[1, [10, [2, [20]]]], 30]);
    expect(tree.roots[0]).toMatchObject({ type: 'DIRECTORY', name: 'dir 1' });
    expect(tree.nodes.get(20)).toEqual({ type: 'DOCUMENT', id: 20, name: 'doc 20' });
  });

  it('orders siblings by order, then by their position in the answer', () => {
    const tree = buildDocTree([doc(3, null, 2), doc(1, null, 1), doc(2, null, 1), dir(9, null, 0), doc(5, 9, 5), doc(4, 9, -1)]);
    expect(shape(tree.roots)).toEqual([[9, [4, 5]], 1, 2, 3]);
  });

  it('attaches entries whose parent is missing or is a document at the root', () => {
    const tree = buildDocTree([dir(1, null, 1), doc(2, 99, 0), doc(3, 2, 5), doc(4, 1, 1)]);
    expect(shape(tree.roots)).toEqual([2, [1, [4]], 3]);
    expect(tree.parentOf.get(2)).toBeNull();
    expect(tree.parentOf.get(4)).toBe(1);
  });

  it('builds the subtree answer of a directory, whose top level points at a directory not in the list', () => {
    const tree = buildDocTree([dir(22004, 22003, 1), doc(22105, 22004, 1), dir(22005, 22003, 2), doc(22107, 22005, 1)]);
    expect(shape(tree.roots)).toEqual([
      [22004, [22105]],
      [22005, [22107]],
    ]);
  });

  it('cuts parent cycles instead of hanging, keeping every entry once', () => {
    const entries = [doc(1, null, 0), dir(2, 3, 1), dir(3, 4, 2), dir(4, 2, 3), doc(5, 3, 0), dir(6, 6, 4)];
    const tree = buildDocTree(entries);
    expect(shape(tree.roots)).toEqual([1, [2, [[4, [[3, [5]]]]]], [6, []]]);
    expect(tree.nodes.size).toBe(entries.length);
    expect(ancestorIds(tree, 5)).toEqual([2, 4, 3]);
  });

  it('keeps the first of two entries with the same id', () => {
    const tree = buildDocTree([doc(1, null, 1), { ...doc(1, null, 0), name: 'again' }]);
    expect(tree.roots).toEqual([{ type: 'DOCUMENT', id: 1, name: 'doc 1' }]);
  });

  it('keeps the empty directory 22007 of the fixtures as a directory without children', () => {
    const tree = buildDocTree(docMenuEntryListSchema.parse(tree202));
    const empty = tree.nodes.get(22007);
    expect(empty).toEqual({ type: 'DIRECTORY', id: 22007, name: '服务网格', children: [] });
    expect(ancestorIds(tree, 22007)).toEqual([22003]);
    expect(ancestorIds(tree, 22113)).toEqual([22003, 22005, 22006]);
    expect(firstDocument(tree.roots)?.id).toBe(22101);
    expect(collectDocuments(tree.roots, 3)).toEqual({ documents: [22101, 22102, 22103].map((id) => tree.nodes.get(id)), total: 13 });
  });

  it('answers an empty list with an empty tree', () => {
    const tree = buildDocTree([]);
    expect(tree.roots).toEqual([]);
    expect(firstDocument(tree.roots)).toBeUndefined();
    expect(ancestorIds(tree, 1)).toEqual([]);
  });

  it('builds 5,000 nodes correctly and fast, wide and deep', () => {
    // 50 directories of 99 documents each, listed children first and in reverse order.
    const wide: DocMenuEntry[] = [];
    for (let d = 0; d < 50; d += 1) {
      for (let k = 98; k >= 0; k -= 1) wide.push(doc(100_000 + d * 1000 + k, d + 1, k));
    }
    for (let d = 49; d >= 0; d -= 1) wide.push(dir(d + 1, null, d));
    expect(wide).toHaveLength(5_000);
    const tree = buildDocTree(wide);
    expect(tree.nodes.size).toBe(5_000);
    expect(tree.roots.map((node) => node.id)).toEqual(Array.from({ length: 50 }, (_, d) => d + 1));
    const last = tree.roots[49];
    expect(last?.type === 'DIRECTORY' ? last.children.map((child) => child.id) : []).toEqual(Array.from({ length: 99 }, (_, k) => 149_000 + k));

    // A chain 5,000 deep does not overflow the stack.
    const deep = Array.from({ length: 5_000 }, (_, i) => (i === 4_999 ? doc(i + 1, i, 0) : dir(i + 1, i === 0 ? null : i, 0)));
    const chain = buildDocTree(deep);
    expect(chain.nodes.size).toBe(5_000);
    expect(ancestorIds(chain, 5_000)).toHaveLength(4_999);
    expect(firstDocument(chain.roots)?.id).toBe(5_000);
  });
});
