/** A [start, end) range of UTF-16 offsets, as the search API sends them. */
export type HighlightRange = readonly [number, number];
export type TextSegment = { text: string; match: boolean; start: number };

const isHigh = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLow = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** Ranges clamped to the text, widened so they never split a surrogate pair, sorted, overlaps and neighbours merged. */
export function normalizeRanges(text: string, ranges: readonly HighlightRange[]): [number, number][] {
  const length = text.length;
  const clamp = (value: number) => Math.min(Math.max(Math.trunc(value), 0), length);
  const cleaned: [number, number][] = [];
  for (const [rawStart, rawEnd] of ranges) {
    if (!Number.isFinite(rawStart) || !Number.isFinite(rawEnd)) continue;
    let start = clamp(rawStart);
    let end = clamp(rawEnd);
    if (start > 0 && isLow(text.charCodeAt(start)) && isHigh(text.charCodeAt(start - 1))) start -= 1;
    if (end < length && isLow(text.charCodeAt(end)) && isHigh(text.charCodeAt(end - 1))) end += 1;
    if (end > start) cleaned.push([start, end]);
  }
  cleaned.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: [number, number][] = [];
  for (const range of cleaned) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}

/** The text cut into plain and matched segments, in order; joined they are the text again. */
export function highlightSegments(text: string, ranges: readonly HighlightRange[]): TextSegment[] {
  const segments: TextSegment[] = [];
  let at = 0;
  for (const [start, end] of normalizeRanges(text, ranges)) {
    if (start > at) segments.push({ text: text.slice(at, start), match: false, start: at });
    segments.push({ text: text.slice(start, end), match: true, start });
    at = end;
  }
  if (at < text.length || segments.length === 0) segments.push({ text: text.slice(at), match: false, start: at });
  return segments;
}
