import { useMemo, useSyncExternalStore } from 'react';
import { INSPECTOR_DATA_ID, inspectorDataSchema, type InspectorData } from './inspector-data';

/** The page re-renders itself (live preview, navigation): the island's text changes with it. */
function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return () => observer.disconnect();
}

const islandText = () => document.getElementById(INSPECTOR_DATA_ID)?.textContent ?? null;

function parseIsland(text: string | null): InspectorData | null {
  if (!text) return null;
  try {
    const parsed = inspectorDataSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The current page's inspector data; null on a page that has none (no modules of the CMS). */
export function useInspectorData(): InspectorData | null {
  const text = useSyncExternalStore(subscribe, islandText, () => null);
  return useMemo(() => parseIsland(text), [text]);
}
