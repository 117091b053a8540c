import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { docEntriesQuery, docQueryKeys } from './doc-queries';

describe('docEntriesQuery', () => {
  it('is keyed by locale and category, under the locale prefix', () => {
    expect(docEntriesQuery('ZH_CN', 202).queryKey).toEqual(['docs', 'ZH_CN', 'entries', 202]);
    expect(docEntriesQuery('EN_US', 202).queryKey).not.toEqual(docEntriesQuery('ZH_CN', 202).queryKey);
    expect(docEntriesQuery('ZH_CN', 201).queryKey).not.toEqual(docEntriesQuery('ZH_CN', 202).queryKey);
    expect(docEntriesQuery('ZH_CN', 201).queryKey.slice(0, 2)).toEqual(docQueryKeys.all('ZH_CN'));
  });

  it('finds what the server seeded under the same key', () => {
    const client = new QueryClient();
    const entries = [{ id: 1, parentId: null, name: 'a', type: 'DOCUMENT' as const, order: 0 }];
    client.setQueryData(docEntriesQuery('ZH_CN', 201).queryKey, entries);
    expect(client.getQueryData(docEntriesQuery('ZH_CN', 201).queryKey)).toBe(entries);
  });
});
