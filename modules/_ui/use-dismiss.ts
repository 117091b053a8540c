import { useEffect, type RefObject } from 'react';

/**
 * While `open`, closes on Escape anywhere and on a pointer press outside `container`.
 * `onEscape` runs instead of `close` for Escape, to put focus back on the control that opened.
 */
export function useDismiss(open: boolean, container: RefObject<HTMLElement | null>, close: () => void, onEscape = close): void {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onEscape();
    };
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !container.current?.contains(event.target)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, container, close, onEscape]);
}
