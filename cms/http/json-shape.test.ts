import { describe, expect, it } from 'vitest';
import { jsonShapeProblem } from './json-shape';

const LIMITS = { maxDepth: 3, maxTokens: 8 };

describe('jsonShapeProblem', () => {
  it('passes what the contract sends', () => {
    expect(jsonShapeProblem('{"ids":[1,2,3],"lang":"ZH_CN"}', LIMITS)).toBeUndefined();
    expect(jsonShapeProblem('{"content":"# Title\\n\\n> quote","updateTime":"2026-03-01"}', LIMITS)).toBeUndefined();
  });

  it('counts members and elements, not what strings hold', () => {
    const inString = JSON.stringify({ keyword: ',:{[,:{[,:{[,:{[ "quoted" \\ back\\slash' });
    expect(jsonShapeProblem(inString, LIMITS)).toBeUndefined();
    expect(jsonShapeProblem(JSON.stringify({ a: 1, b: 2, c: 3, d: 4, e: 5 }), LIMITS)).toBe('tooManyValues');
    expect(jsonShapeProblem(JSON.stringify({ ids: [1, 2, 3, 4, 5, 6, 7, 8] }), LIMITS)).toBe('tooManyValues');
  });

  it('knows an escaped quote from the end of a string', () => {
    expect(jsonShapeProblem(JSON.stringify({ a: 'x\\', b: '"' }), LIMITS)).toBeUndefined();
    expect(jsonShapeProblem(`{"a":"\\",:,:,:,:,:"}`, LIMITS)).toBeUndefined();
  });

  it('refuses nesting deeper than the limit', () => {
    expect(jsonShapeProblem('{"a":{"b":[1]}}', LIMITS)).toBeUndefined();
    expect(jsonShapeProblem('{"a":{"b":[[1]]}}', LIMITS)).toBe('tooDeep');
  });

  it('leaves malformed text to the parser', () => {
    expect(jsonShapeProblem('{"a":"unterminated', LIMITS)).toBeUndefined();
    expect(jsonShapeProblem('}}}]]', LIMITS)).toBeUndefined();
  });
});
