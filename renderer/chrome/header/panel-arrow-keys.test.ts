import { describe, expect, it } from 'vitest';
import { arrowTarget } from './panel-arrow-keys';

const links = ['a', 'b', 'c'];

describe('arrowTarget', () => {
  it('moves down and up one link at a time and stops at both ends', () => {
    expect(arrowTarget(links, 'a', 'ArrowDown')).toBe('b');
    expect(arrowTarget(links, 'c', 'ArrowDown')).toBe('c');
    expect(arrowTarget(links, 'b', 'ArrowUp')).toBe('a');
    expect(arrowTarget(links, 'a', 'ArrowUp')).toBe('a');
  });

  it('goes to the first and last link with Home and End', () => {
    expect(arrowTarget(links, 'b', 'Home')).toBe('a');
    expect(arrowTarget(links, 'b', 'End')).toBe('c');
  });

  it('starts at the first link when focus is outside the links', () => {
    expect(arrowTarget(links, null, 'ArrowDown')).toBe('a');
    expect(arrowTarget(links, 'elsewhere', 'ArrowDown')).toBe('a');
  });

  it('leaves other keys, including inherited property names, and empty panels alone', () => {
    expect(arrowTarget(links, 'a', 'Tab')).toBeUndefined();
    expect(arrowTarget(links, 'a', 'ArrowRight')).toBeUndefined();
    expect(arrowTarget(links, 'a', 'toString')).toBeUndefined();
    expect(arrowTarget([], null, 'ArrowDown')).toBeUndefined();
  });
});
