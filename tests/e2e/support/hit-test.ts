import type { Locator } from '@playwright/test';

/**
 * Whether a tap at each of the element's corners (inset by 2 px) and its centre reaches the element itself,
 * not something painted over it; false for an element out of the viewport or covered anywhere at those points.
 */
export const isUncovered = (target: Locator): Promise<boolean> =>
  target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.top < 0 || box.bottom > window.innerHeight) return false;
    const xs = [box.left + 2, box.left + box.width / 2, box.right - 2];
    const ys = [box.top + 2, box.top + box.height / 2, box.bottom - 2];
    return xs.every((x) => ys.every((y) => element.contains(document.elementFromPoint(x, y))));
  });
