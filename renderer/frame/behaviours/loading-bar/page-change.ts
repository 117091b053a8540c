/** Whether going from `current` to `next` renders another route: same origin, another path or query (a hash alone only scrolls). */
export function isPageChange(current: string, next: string): boolean {
  const from = new URL(current);
  const to = new URL(next, current);
  if (to.origin !== from.origin) return false;
  return to.pathname !== from.pathname || to.search !== from.search;
}

type ClickLike = Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>;
type AnchorLike = { href: string; target: string; hasAttribute(name: string): boolean };

/** A plain left click on a link that the page itself follows to another route (not a new tab, not a download). */
export function startsNavigation(click: ClickLike, anchor: AnchorLike, current: string): boolean {
  if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return false;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return false;
  return isPageChange(current, anchor.href);
}
