import { describe, expect, it } from 'vitest';
import { docDirectoryQuery } from './doc-queries';

describe('docDirectoryQuery', () => {
  it('keeps one answer per locale, category and directory', () => {
    const key = docDirectoryQuery('ZH_CN', 202, 22003).queryKey;
    expect(docDirectoryQuery('ZH_CN', 202, 22003).queryKey).toEqual(key);
    expect(docDirectoryQuery('EN_US', 202, 22003).queryKey).not.toEqual(key);
    expect(docDirectoryQuery('ZH_CN', 201, 22003).queryKey).not.toEqual(key);
    expect(docDirectoryQuery('ZH_CN', 202, 22004).queryKey).not.toEqual(key);
  });
});
