import type { Locator } from '@playwright/test';

/**
 * Whether a tap at the element's centre and at the middle of each edge (2 px in, clear of rounded corners) reaches
 * the element itself, not something painted over it; false for an element out of the viewport.
 */
export const isUncovered = (target: Locator): Promise<boolean> =>
  target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.top < 0 || box.bottom > window.innerHeight) return false;
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const points = [
      [x, y],
      [x, box.top + 2],
      [x, box.bottom - 2],
      [box.left + 2, y],
      [box.right - 2, y],
    ] as const;
    return points.every(([px, py]) => element.contains(document.elementFromPoint(px, py)));
  });
