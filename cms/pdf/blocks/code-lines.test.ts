import { describe, expect, it } from 'vitest';
import { codeRuns, wrapCode, type CodeRun } from './code-lines';

// Every character one unit wide, a CJK one two.
const measure = ({ text, face }: CodeRun) => [...text].length * (face === 'mono' ? 1 : 2);

describe('code lines', () => {
  it('splits a line into monospaced ASCII and CJK runs', () => {
    expect(codeRuns('x = 1 // 注释')).toEqual([
      { text: 'x = 1 // ', face: 'mono' },
      { text: '注释', face: 'text' },
    ]);
    expect(codeRuns('')).toEqual([]);
  });

  it('breaks a line wider than the panel at the character that overflows, keeping each run’s face', () => {
    expect(wrapCode(codeRuns('abcdef 中文'), 8, measure)).toEqual([[{ text: 'abcdef ', face: 'mono' }], [{ text: '中文', face: 'text' }]]);
    expect(wrapCode(codeRuns('abcdefghij'), 4, measure).map((line) => line.map((run) => run.text).join(''))).toEqual(['abcd', 'efgh', 'ij']);
  });

  it('keeps an empty line as a line', () => {
    expect(wrapCode(codeRuns(''), 10, measure)).toEqual([[]]);
  });
});
