/** Elements (main, footer, side panel) made inert while the drawer is open, so focus and reading stay in the drawer. */
export const DRAWER_INERT_ATTRIBUTE = 'data-drawer-inert';

const LOCKED = 'data-scroll-locked';

/**
 * Fixes the body where it is (position: fixed, top = -scrollY), so the page behind an open drawer cannot
 * scroll (spec section 4), and returns the function that releases it and restores the exact scroll position.
 */
export function lockBodyScroll(win: Window = window): () => void {
  const { body } = win.document;
  if (body.hasAttribute(LOCKED)) return () => {};
  const x = win.scrollX;
  const y = win.scrollY;
  const saved = body.getAttribute('style');
  body.setAttribute(LOCKED, '');
  Object.assign(body.style, { position: 'fixed', top: `-${y}px`, left: '0', right: '0', width: '100%' });
  return () => {
    if (saved === null) body.removeAttribute('style');
    else body.setAttribute('style', saved);
    body.removeAttribute(LOCKED);
    win.scrollTo({ left: x, top: y, behavior: 'instant' });
  };
}
