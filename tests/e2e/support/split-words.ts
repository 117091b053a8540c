import type { Locator } from '@playwright/test';

/**
 * The words inside `cells` (table cells, phone links) that a line break splits: letters and figures between
 * spaces or hyphens (a line may break after a hyphen, never inside "Edition" or "99.95%"); Chinese text may
 * break between any two characters. A `tel:` link is one unit and counts whole.
 */
export const wordsSplitAcrossLines = (cells: Locator): Promise<string[]> =>
  cells.evaluateAll((elements) => {
    const lines = (rects: Iterable<DOMRect>) => new Set([...rects].map((rect) => Math.round(rect.top))).size;
    const splits: string[] = [];
    for (const cell of elements) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const word of text.matchAll(/[\p{L}\p{N}.,%+]{2,}/gu)) {
          if (/\p{Script=Han}/u.test(word[0])) continue;
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          if (lines(range.getClientRects()) > 1) splits.push(word[0]);
        }
      }
      if (cell.matches('a[href^="tel:"]') && lines(cell.getClientRects()) > 1) splits.push(cell.textContent ?? '');
    }
    return splits;
  });
