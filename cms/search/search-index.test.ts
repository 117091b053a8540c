import { describe, expect, it } from 'vitest';
import type { SearchRequest } from '@/schemas/search';
import { SNIPPET_LENGTH } from './highlight';
import { buildSearchIndex, searchIndex, type SearchDocument } from './search-index';

let sequence = 0;
function createDoc(overrides: Partial<SearchDocument>): SearchDocument {
  sequence += 1;
  return { id: `DOCUMENT:${sequence}`, type: 'DOCUMENT', title: 'Untitled', body: '', url: `/document/1/${sequence}`, updateTime: null, ...overrides };
}

const request = (keyword: string, overrides: Partial<SearchRequest> = {}): SearchRequest => ({
  type: 'ALL',
  keyword,
  pageIndex: 1,
  pageSize: 20,
  ...overrides,
});
const idsFor = (docs: SearchDocument[], keyword: string, overrides: Partial<SearchRequest> = {}) =>
  searchIndex(buildSearchIndex(docs), request(keyword, overrides)).rows.map((hit) => hit.id);

describe('ranking', () => {
  it('a title match outranks a body that repeats the word', () => {
    const body = createDoc({ id: 'body', title: 'Operations guide', body: 'storage '.repeat(40) });
    const title = createDoc({ id: 'title', title: 'Storage', body: 'An overview of the product family.' });
    expect(idsFor([body, title], 'storage')).toEqual(['title', 'body']);
  });

  it('the same in Chinese', () => {
    const body = createDoc({ id: 'body', title: '运维指南', body: '存储'.repeat(40) });
    const title = createDoc({ id: 'title', title: '存储概述', body: '产品系列介绍。' });
    expect(idsFor([body, title], '存储')).toEqual(['title', 'body']);
  });

  it('breaks ties by recency, undated last', () => {
    const docs = [
      createDoc({ id: 'old', title: 'Backup', updateTime: '2024-01-01 10:00:00' }),
      createDoc({ id: 'undated', title: 'Backup' }),
      createDoc({ id: 'new', title: 'Backup', updateTime: '2026-05-01 10:00:00' }),
    ];
    expect(idsFor(docs, 'backup')).toEqual(['new', 'old', 'undated']);
  });

  it('needs every word (AND), and falls back to any word (OR) ranked by how many match', () => {
    const docs = [createDoc({ id: 'both', title: 'Object storage', body: 'lifecycle rules' }), createDoc({ id: 'one', title: 'Object lock' })];
    expect(idsFor(docs, 'object lifecycle')).toEqual(['both']);
    expect(idsFor(docs, 'lifecycle nothing')).toEqual(['both']);
    expect(idsFor(docs, 'object lock storage zzz')).toEqual(['both', 'one']);
  });
});

describe('Chinese matching', () => {
  it('finds a two-character word wherever it stands, and not its characters apart', () => {
    const docs = [createDoc({ id: 'joined', body: '支持分片上传和断点续传。' }), createDoc({ id: 'apart', body: '上线后再传给客户。' })];
    expect(idsFor(docs, '上传')).toEqual(['joined']);
    expect(idsFor(docs, '容器')).toEqual([]);
  });

  it('a word of three or more characters must appear as written, not only as scattered pairs', () => {
    // The segmenter keeps 监听器 whole; its pairs 监听 and 听器 both occur in the second text, apart.
    const docs = [createDoc({ id: 'exact', body: '配置负载均衡监听器。' }), createDoc({ id: 'scattered', body: '先监听端口，再启动听器服务。' })];
    expect(idsFor(docs, '监听器')).toEqual(['exact']);
  });

  it('the words of a Chinese query (负载 and 均衡) are matched each on its own', () => {
    const docs = [createDoc({ id: 'apart', title: '负载过高时如何均衡' }), createDoc({ id: 'exact', title: '负载均衡' })];
    expect(idsFor(docs, '负载均衡').sort()).toEqual(['apart', 'exact']);
  });
});

describe('hits', () => {
  it('highlights are UTF-16 offsets of every occurrence, merged and sorted', () => {
    const title = '😀 Storage: 存储 and storage-存储';
    const [hit] = searchIndex(buildSearchIndex([createDoc({ title })]), request('storage 存储')).rows;
    expect(hit?.titleHighlights).toEqual([
      [3, 10],
      [12, 14],
      [19, 26],
      [27, 29],
    ]);
    expect(hit?.titleHighlights.map(([start, end]) => title.slice(start, end))).toEqual(['Storage', '存储', 'storage', '存储']);
  });

  it('the snippet is a window of about 120 characters around the first body match, whitespace collapsed', () => {
    const body = `${'前言内容。'.repeat(60)}\n\n  这里讲 对象存储   的生命周期。 ${'后记内容。'.repeat(60)}`;
    const [hit] = searchIndex(buildSearchIndex([createDoc({ title: '指南', body })]), request('生命周期')).rows;
    expect(hit?.snippet.length).toBeLessThanOrEqual(SNIPPET_LENGTH + 2);
    expect(hit?.snippet).toMatch(/^….*对象存储 的生命周期。.*…$/);
    expect(hit?.snippetHighlights.map(([start, end]) => hit.snippet.slice(start, end))).toEqual(['生命周期']);
  });

  it('the snippet does not cut English words in half', () => {
    const body = `${'alpha beta gamma delta '.repeat(10)}the kubernetes control plane ${'epsilon zeta eta theta '.repeat(10)}`;
    const [hit] = searchIndex(buildSearchIndex([createDoc({ body })]), request('kubernetes')).rows;
    const words = new Set(body.split(' '));
    const inner = hit?.snippet.replace(/^…|…$/g, '').split(' ') ?? [];
    for (const word of inner) expect(words).toContain(word);
  });

  it('a title-only match shows the start of the body', () => {
    const [hit] = searchIndex(buildSearchIndex([createDoc({ title: 'Storage', body: 'First words. '.repeat(20) })]), request('storage')).rows;
    expect(hit?.snippet.startsWith('First words.')).toBe(true);
    expect(hit?.snippetHighlights).toEqual([]);
  });
});
