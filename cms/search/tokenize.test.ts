import { describe, expect, it } from 'vitest';
import { fold, queryUnits, tokenize, type Token } from './tokenize';

const MIXED = '使用 S3 API 上传对象，支持Kubernetes1.35集群与 c6.large 规格。Ｇｐｕ Policies';

const termsOf = (tokens: Token[], kind: Token['kind']) => tokens.filter((token) => token.kind === kind).map((token) => token.term);

describe('tokenize', () => {
  const tokens = tokenize(MIXED);

  it('gives English and number words lower-cased, plurals folded, full-width forms as ASCII', () => {
    expect(termsOf(tokens, 'word')).toEqual(['s3', 'api', 'kubernetes1.35', 'c6', 'large', 'gpu', 'policy']);
  });

  it('splits words that glue letters, digits and dots into their runs as well', () => {
    expect(termsOf(tokens, 'part')).toEqual(expect.arrayContaining(['kubernete', '1', '35']));
  });

  it('gives every Chinese character and every pair of neighbours, within each Han run', () => {
    expect(termsOf(tokens, 'han1')).toEqual([...'使用上传对象支持集群与规格']);
    expect(termsOf(tokens, 'han2')).toEqual(['使用', '上传', '传对', '对象', '支持', '集群', '群与', '规格']);
  });

  it('every token points at its own text (UTF-16 offsets into the original)', () => {
    for (const token of tokens) {
      const original = MIXED.slice(token.start, token.end).normalize('NFKC').toLowerCase();
      expect(fold(original), JSON.stringify(token)).toBe(token.term);
    }
  });

  it('counts offsets in UTF-16 units after characters outside the BMP', () => {
    const text = '😀𠮷存储 storage';
    const storage = tokenize(text).find((token) => token.term === 'storage');
    const pair = tokenize(text).find((token) => token.term === '存储');
    expect(storage && text.slice(storage.start, storage.end)).toBe('storage');
    expect(pair && text.slice(pair.start, pair.end)).toBe('存储');
  });

  it('survives long runs without spaces (URLs, hashes)', () => {
    const long = `https://example.com/${'a1b2'.repeat(200)}`;
    expect(tokenize(long).length).toBeGreaterThan(0);
  });
});

describe('queryUnits', () => {
  it('cuts a mixed query into words with Intl.Segmenter, each once', () => {
    expect(queryUnits('对象存储 Kubernetes 对象存储 API')).toEqual([
      { kind: 'han', text: '对象', grams: ['对象'] },
      { kind: 'han', text: '存储', grams: ['存储'] },
      { kind: 'term', text: 'kubernetes', term: 'kubernete' },
      { kind: 'term', text: 'api', term: 'api' },
    ]);
  });

  it('joins single characters the segmenter split off a word (上传 is one word, not 上 and 传)', () => {
    expect(queryUnits('上传')).toEqual([{ kind: 'han', text: '上传', grams: ['上传'] }]);
  });

  it('matches a longer Chinese word by all its character pairs', () => {
    const units = queryUnits('负载均衡');
    const grams = units.flatMap((unit) => (unit.kind === 'han' ? unit.grams : []));
    expect(grams.length).toBeGreaterThan(0);
    for (const gram of grams) expect('负载均衡').toContain(gram);
  });

  it('has no words for blank or punctuation-only input', () => {
    expect(queryUnits('')).toEqual([]);
    expect(queryUnits('  ，。！?  ')).toEqual([]);
  });
});
