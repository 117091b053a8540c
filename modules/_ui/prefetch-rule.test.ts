import { describe, expect, it } from 'vitest';
import { readConnectionHint, shouldPrefetch } from './prefetch-rule';

describe('shouldPrefetch', () => {
  it('prefetches when the browser says nothing about the connection', () => {
    expect(shouldPrefetch(undefined)).toBe(true);
    expect(shouldPrefetch({ effectiveType: undefined, saveData: false })).toBe(true);
  });

  it.each(['4g', '3g'])('prefetches on %s without data saver', (effectiveType) => {
    expect(shouldPrefetch({ effectiveType, saveData: false })).toBe(true);
  });

  it.each(['2g', 'slow-2g'])('skips prefetch on %s', (effectiveType) => {
    expect(shouldPrefetch({ effectiveType, saveData: false })).toBe(false);
  });

  it('skips prefetch with data saver on, whatever the speed', () => {
    expect(shouldPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(shouldPrefetch({ effectiveType: undefined, saveData: true })).toBe(false);
  });
});

describe('readConnectionHint', () => {
  class FakeConnection extends EventTarget {
    constructor(
      private readonly type: string,
      private readonly save: boolean,
    ) {
      super();
    }
    // Chromium exposes these as prototype getters, not own properties.
    get effectiveType() {
      return this.type;
    }
    get saveData() {
      return this.save;
    }
  }

  it('reads the prototype getters of navigator.connection', () => {
    expect(readConnectionHint({ connection: new FakeConnection('slow-2g', false) })).toEqual({ effectiveType: 'slow-2g', saveData: false });
    expect(readConnectionHint({ connection: new FakeConnection('4g', true) })).toEqual({ effectiveType: '4g', saveData: true });
  });

  it('is undefined without a connection object, and ignores fields of the wrong type', () => {
    expect(readConnectionHint({})).toBeUndefined();
    expect(readConnectionHint({ connection: null })).toBeUndefined();
    expect(readConnectionHint({ connection: { effectiveType: 2, saveData: 'yes' } })).toEqual({ effectiveType: undefined, saveData: false });
  });
});
