import type { DocMenuEntry } from '@/schemas/document';

export type DocTreeDocument = { type: 'DOCUMENT'; id: number; name: string };
export type DocTreeDirectory = { type: 'DIRECTORY'; id: number; name: string; children: DocTreeNode[] };
export type DocTreeNode = DocTreeDocument | DocTreeDirectory;

export type DocTree = {
  roots: DocTreeNode[];
  /** Every node by id, for lookups from a URL. */
  nodes: ReadonlyMap<number, DocTreeNode>;
  /** The parent each node ended up under (null at the root), which may differ from its `parentId` (see below). */
  parentOf: ReadonlyMap<number, number | null>;
};

type Slot = { entry: DocMenuEntry; index: number };

const byOrder = (a: Slot, b: Slot) => a.entry.order - b.entry.order || a.index - b.index;

const nodeOf = ({ entry }: Slot): DocTreeNode =>
  entry.type === 'DIRECTORY' ? { type: 'DIRECTORY', id: entry.id, name: entry.name, children: [] } : { type: 'DOCUMENT', id: entry.id, name: entry.name };

/**
 * The document tree from the CMS's flat entries, in O(n log n) (one Map pass, one sort per sibling list):
 * siblings by `order`, then by position. Nothing the CMS sends is lost or loops:
 * - an entry whose parent is missing or is a document is attached at the root (this is also how the
 *   subtree answer of `/help-doc/menu/directories/{menuId}/{cateId}` gets its top level);
 * - a parent cycle is cut at its first member in CMS order, which becomes a root;
 * - a repeated id keeps its first entry.
 */
export function buildDocTree(entries: readonly DocMenuEntry[]): DocTree {
  const slots = new Map<number, Slot>();
  entries.forEach((entry, index) => {
    if (!slots.has(entry.id)) slots.set(entry.id, { entry, index });
  });

  const childSlots = new Map<number, Slot[]>();
  const rootSlots: Slot[] = [];
  for (const slot of slots.values()) {
    const parentId = slot.entry.parentId;
    const parent = parentId === null || parentId === slot.entry.id ? undefined : slots.get(parentId);
    if (parent?.entry.type !== 'DIRECTORY') {
      rootSlots.push(slot);
      continue;
    }
    const siblings = childSlots.get(parent.entry.id);
    if (siblings) siblings.push(slot);
    else childSlots.set(parent.entry.id, [slot]);
  }

  const nodes = new Map<number, DocTreeNode>();
  const parentOf = new Map<number, number | null>();

  /** Places `slot` under `into` and walks its subtree with an explicit stack (a deep chain cannot overflow). */
  const place = (slot: Slot, into: DocTreeNode[], parentId: number | null) => {
    const stack: { slot: Slot; into: DocTreeNode[]; parentId: number | null }[] = [{ slot, into, parentId }];
    for (let item = stack.pop(); item; item = stack.pop()) {
      const id = item.slot.entry.id;
      // Reached twice only through a cycle that was cut at this node.
      if (nodes.has(id)) continue;
      const node = nodeOf(item.slot);
      nodes.set(id, node);
      parentOf.set(id, item.parentId);
      item.into.push(node);
      if (node.type !== 'DIRECTORY') continue;
      const children = (childSlots.get(id) ?? []).sort(byOrder);
      // Reversed onto the stack, so children are pushed into `node.children` in order.
      for (let i = children.length - 1; i >= 0; i -= 1) {
        const child = children[i];
        if (child && !nodes.has(child.entry.id)) stack.push({ slot: child, into: node.children, parentId: id });
      }
    }
  };

  const roots: DocTreeNode[] = [];
  for (const slot of rootSlots) place(slot, roots, null);
  // What no root reached hangs off a parent cycle: cut each cycle at its first member in CMS order.
  if (nodes.size < slots.size) {
    for (const slot of slots.values()) if (!nodes.has(slot.entry.id)) place(slot, roots, null);
  }
  roots.sort((a, b) => {
    const left = slots.get(a.id);
    const right = slots.get(b.id);
    return left && right ? byOrder(left, right) : 0;
  });
  return { roots, nodes, parentOf };
}

/** Ids of the directories above `id`, outermost first; empty for a root or an unknown id. */
export function ancestorIds(tree: DocTree, id: number): number[] {
  const path: number[] = [];
  // The tree has no cycles, so this ends within its depth.
  for (let parent = tree.parentOf.get(id) ?? null; parent !== null; parent = tree.parentOf.get(parent) ?? null) path.push(parent);
  return path.reverse();
}

/** The first document in reading order (depth first, siblings in order). */
export const firstDocument = (nodes: readonly DocTreeNode[]): DocTreeDocument | undefined => collectDocuments(nodes, 1).documents[0];

/** The first `limit` documents below `nodes` in reading order, and how many there are in all. */
export function collectDocuments(nodes: readonly DocTreeNode[], limit: number): { documents: DocTreeDocument[]; total: number } {
  const documents: DocTreeDocument[] = [];
  let total = 0;
  const stack = [...nodes].reverse();
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (node.type === 'DOCUMENT') {
      total += 1;
      if (documents.length < limit) documents.push(node);
      continue;
    }
    for (let i = node.children.length - 1; i >= 0; i -= 1) {
      const child = node.children[i];
      if (child) stack.push(child);
    }
  }
  return { documents, total };
}
