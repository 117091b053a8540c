import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { highlightSegments, normalizeRanges } from './highlight';
import { HighlightedText } from './highlighted-text';

const marked = (text: string, ranges: [number, number][]) => renderToStaticMarkup(<HighlightedText text={text} ranges={ranges} />);

describe('highlightSegments', () => {
  it('cuts the text into plain and matched segments that join back to the text', () => {
    const segments = highlightSegments('对象存储与文件存储', [
      [2, 4],
      [7, 9],
    ]);
    expect(segments).toEqual([
      { text: '对象', match: false, start: 0 },
      { text: '存储', match: true, start: 2 },
      { text: '与文件', match: false, start: 4 },
      { text: '存储', match: true, start: 7 },
    ]);
    expect(segments.map((segment) => segment.text).join('')).toBe('对象存储与文件存储');
  });

  it('merges overlapping, nested, touching and unsorted ranges', () => {
    expect(
      normalizeRanges('abcdefghij', [
        [6, 8],
        [1, 3],
        [2, 5],
        [3, 4],
        [5, 6],
      ]),
    ).toEqual([[1, 8]]);
    expect(
      normalizeRanges('abcdefghij', [
        [4, 6],
        [0, 2],
      ]),
    ).toEqual([
      [0, 2],
      [4, 6],
    ]);
  });

  it('clamps out-of-range offsets and drops empty, inverted and non-finite ranges', () => {
    expect(
      normalizeRanges('abc', [
        [-5, 1],
        [2, 99],
        [2, 2],
        [3, 1],
        [Number.NaN, 2],
        [0, Number.POSITIVE_INFINITY],
        [50, 60],
      ]),
    ).toEqual([
      [0, 1],
      [2, 3],
    ]);
    expect(highlightSegments('abc', [[10, 20]])).toEqual([{ text: 'abc', match: false, start: 0 }]);
    expect(highlightSegments('', [[0, 3]])).toEqual([{ text: '', match: false, start: 0 }]);
  });

  it('never splits a surrogate pair', () => {
    // '😀' is two UTF-16 units at offsets 1 and 2.
    expect(highlightSegments('a😀b', [[2, 3]])).toEqual([
      { text: 'a', match: false, start: 0 },
      { text: '😀', match: true, start: 1 },
      { text: 'b', match: false, start: 3 },
    ]);
    expect(normalizeRanges('a😀b', [[0, 2]])).toEqual([[0, 3]]);
  });
});

describe('HighlightedText', () => {
  it('wraps the matches in <mark>', () => {
    expect(
      marked('Kubernetes on Kubernetes', [
        [0, 10],
        [14, 24],
      ]),
    ).toBe('<mark>Kubernetes</mark> on <mark>Kubernetes</mark>');
  });

  it('renders markup in the text as text, never as HTML', () => {
    const html = marked('<img src=x onerror=alert(1)> storage', [[29, 36]]);
    expect(html).toBe('&lt;img src=x onerror=alert(1)&gt; <mark>storage</mark>');
  });

  it('renders plain text when there is nothing to highlight', () => {
    expect(marked('plain', [])).toBe('plain');
  });
});
