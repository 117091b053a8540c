/** Elements (main, footer, side panel) made inert while the drawer is open, so focus and reading stay in the drawer. */
export const DRAWER_INERT_ATTRIBUTE = 'data-drawer-inert';

const LOCKED = 'data-scroll-locked';

/**
 * Fixes the body where it is (position: fixed, top = -scrollY), so the page behind an open drawer cannot
 * scroll, and returns the function that releases it. Released on the page it was locked on,
 * the page is back at the exact scroll position; released after a navigation, the new page starts at the top.
 */
export function lockBodyScroll(win: Window = window): () => void {
  const { body } = win.document;
  if (body.hasAttribute(LOCKED)) return () => {};
  const x = win.scrollX;
  const y = win.scrollY;
  const lockedOn = win.location.href;
  const saved = body.getAttribute('style');
  body.setAttribute(LOCKED, '');
  Object.assign(body.style, { position: 'fixed', top: `-${y}px`, left: '0', right: '0', width: '100%' });
  return () => {
    if (saved === null) body.removeAttribute('style');
    else body.setAttribute('style', saved);
    body.removeAttribute(LOCKED);
    const samePage = win.location.href === lockedOn;
    win.scrollTo({ left: samePage ? x : 0, top: samePage ? y : 0, behavior: 'instant' });
  };
}
