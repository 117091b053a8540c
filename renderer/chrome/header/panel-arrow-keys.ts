type Move = 'next' | 'previous' | 'first' | 'last';

/** Keys that move focus among an open mega-menu panel's links (the disclosure navigation pattern). */
const MOVES = new Map<string, Move>([
  ['ArrowDown', 'next'],
  ['ArrowUp', 'previous'],
  ['Home', 'first'],
  ['End', 'last'],
]);

/** Where focus goes among `items` when `key` is pressed on `current`; undefined when the key moves nothing. Stops at both ends. */
export function arrowTarget<T>(items: readonly T[], current: T | null, key: string): T | undefined {
  const move = MOVES.get(key);
  if (!move || items.length === 0) return undefined;
  if (move === 'first') return items[0];
  if (move === 'last') return items.at(-1);
  const index = current === null ? -1 : items.indexOf(current);
  return move === 'next' ? items[Math.min(index + 1, items.length - 1)] : items[Math.max(index - 1, 0)];
}
