'use client';

import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { PREVIEW_BANNER_SLOT_ID } from '../../frame/preview-banner/preview-banner-slot';

const neverChanges = () => () => {};

/**
 * The drop count, shown in the preview banner the layout rendered: the banner belongs to the layout and
 * the drops to the page, so the page lends it this line. It goes with the page on client navigation.
 */
export function DropSummary({ text, linkLabel, reportId }: { text: string; linkLabel: string; reportId: string }) {
  const slot = useSyncExternalStore(
    neverChanges,
    () => document.getElementById(PREVIEW_BANNER_SLOT_ID),
    () => null,
  );
  if (!slot) return null;
  return createPortal(
    <>
      {text} <a href={`#${reportId}`}>{linkLabel}</a>
    </>,
    slot,
  );
}
