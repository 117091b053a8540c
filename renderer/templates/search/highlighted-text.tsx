import { Fragment } from 'react';
import { highlightSegments, type HighlightRange } from './highlight';

/** Text with its matches in <mark>; built from offsets as React text, so nothing from the API is parsed as markup. */
export function HighlightedText({ text, ranges }: { text: string; ranges: readonly HighlightRange[] }) {
  return highlightSegments(text, ranges).map((segment) =>
    segment.match ? <mark key={segment.start}>{segment.text}</mark> : <Fragment key={segment.start}>{segment.text}</Fragment>,
  );
}
