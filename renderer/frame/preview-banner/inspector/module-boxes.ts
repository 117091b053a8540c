import { useEffect, useState } from 'react';
import { droppedKey, moduleKey, type InspectedModule } from './inspector-data';

export type Box = { top: number; left: number; width: number; height: number };

/** The element that marks a module on the page: its wrapper, or the placeholder of a dropped one. */
export function markerOf(module: Pick<InspectedModule, 'key'>): HTMLElement | null {
  const markers = [...document.querySelectorAll<HTMLElement>('[data-module-id]')];
  return (
    markers.find(
      (marker) =>
        (marker.dataset.droppedEntry === undefined ? moduleKey(marker.dataset.moduleId ?? '') : droppedKey(Number(marker.dataset.droppedEntry))) === module.key,
    ) ?? null
  );
}

/** Where an element draws, in page coordinates: a `display: contents` wrapper draws nothing itself, so its children's union. */
function boxOf(element: Element): Box | null {
  const rects =
    getComputedStyle(element).display === 'contents'
      ? [...element.children].map(boxOf).filter((box): box is Box => box !== null)
      : [element.getBoundingClientRect()]
          .filter((rect) => rect.width > 0 || rect.height > 0)
          .map((rect) => ({
            top: rect.top + window.scrollY,
            left: rect.left + window.scrollX,
            width: rect.width,
            height: rect.height,
          }));
  if (rects.length === 0) return null;
  const top = Math.min(...rects.map((box) => box.top));
  const left = Math.min(...rects.map((box) => box.left));
  const bottom = Math.max(...rects.map((box) => box.top + box.height));
  const right = Math.max(...rects.map((box) => box.left + box.width));
  return { top, left, width: right - left, height: bottom - top };
}

/** Each module's box on the page, measured again when the page changes or resizes. */
export function useModuleBoxes(modules: readonly InspectedModule[]): { module: InspectedModule; box: Box }[] {
  const [boxes, setBoxes] = useState<{ module: InspectedModule; box: Box }[]>([]);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        setBoxes(
          modules.flatMap((module) => {
            const marker = markerOf(module);
            const box = marker && boxOf(marker);
            return box ? [{ module, box }] : [];
          }),
        );
      });
    };
    measure();
    const resized = new ResizeObserver(measure);
    resized.observe(document.body);
    const changed = new MutationObserver((records) => {
      // Our own outlines change as we measure; only the page's changes count.
      if (records.some((record) => !(record.target instanceof Element && record.target.closest('[data-inspector]')))) measure();
    });
    changed.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('resize', measure);
    return () => {
      cancelAnimationFrame(frame);
      resized.disconnect();
      changed.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [modules]);
  return boxes;
}
