/**
 * Keeps the open drawer's top edge at the header's bottom edge, wherever the header is: below the announcement
 * strip (of any height, partly scrolled away) or stuck at the top. Returns the function that lets it go.
 */
export function keepBelowHeader(drawer: HTMLElement, header: Element, win: Window = window): () => void {
  const place = () => drawer.style.setProperty('--drawer-top', `${header.getBoundingClientRect().bottom}px`);
  place();
  win.addEventListener('resize', place);
  return () => {
    win.removeEventListener('resize', place);
    drawer.style.removeProperty('--drawer-top');
  };
}
