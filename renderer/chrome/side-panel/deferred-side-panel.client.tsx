'use client';

import { useLoadedAfterPage } from '../../frame/behaviours/use-loaded-after-page';
import type { DesktopSidePanelProps } from './desktop-side-panel.client';

const loadPanel = () => import('./desktop-side-panel.client').then(({ DesktopSidePanel }) => ({ Panel: DesktopSidePanel }));

/**
 * The desktop side panel, drawn just after the page has loaded from the few strings the server hands it.
 * It floats beside every desktop page and holds nothing the page lacks (the footer has the hotlines, the
 * menus the cooperation page), so the server HTML and the first hydration leave it out: 1.6 KB gzip of
 * every desktop page, markup and payload, and its code is not in the first-load scripts.
 */
export function DeferredSidePanel(props: DesktopSidePanelProps) {
  const loaded = useLoadedAfterPage(loadPanel, 'desktop');
  return loaded ? <loaded.Panel {...props} /> : null;
}
