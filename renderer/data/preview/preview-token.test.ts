import { describe, expect, it } from 'vitest';
import { hasPreviewQuery, maskToken, previewTokenProblem, safeReturnPath, withoutPreviewQuery } from './preview-token';

describe('preview tokens', () => {
  it.each([
    ['dev-preview-token', null],
    ['Bearer abc.DEF_123~', null],
    ['café', null],
    ['', 'empty'],
    ['   ', 'empty'],
    ['a'.repeat(513), 'too-long'],
    ['abc\r\nSet-Cookie: x=1', 'not-header-safe'],
    ['abc\ndef', 'not-header-safe'],
    ['tab\there', 'not-header-safe'],
    ['令牌', 'not-header-safe'],
    ['emoji🙂', 'not-header-safe'],
  ])('%j → %s', (token, problem) => {
    expect(previewTokenProblem(token)).toBe(problem);
  });

  it('needs both parameters to switch preview on', () => {
    expect(hasPreviewQuery(new URLSearchParams('ispreview=1&pretoken=x'))).toBe(true);
    expect(hasPreviewQuery(new URLSearchParams('pretoken=x'))).toBe(false);
    expect(hasPreviewQuery(new URLSearchParams('ispreview=1'))).toBe(false);
  });

  it('drops only the preview parameters from the landing address', () => {
    expect(withoutPreviewQuery('/blog', new URLSearchParams('page=2&ispreview=1&pretoken=secret'))).toBe('/blog?page=2');
    expect(withoutPreviewQuery('/', new URLSearchParams('ispreview=true&pretoken=secret'))).toBe('/');
  });

  it('masks all but the last four characters', () => {
    expect(maskToken('dev-preview-token')).toBe('••••oken');
  });

  it.each([
    ['/product/enterprise-cloud?x=1', '/product/enterprise-cloud?x=1'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example', '/'],
    ['/%0d%0aLocation:x', '/%0d%0aLocation:x'],
    ['/\tx', '/'],
    [null, '/'],
    ['/.//evil.example', '/'],
    ['/./..//evil.example/x', '/'],
    ['/a/..//evil.example', '/'],
    ['/%2F%2Fevil.example', '/'],
    ['/%5cevil.example', '/'],
    ['/%2e/%2e%2e//evil.example', '/'],
    ['/docs/./a/../b', '/docs/b'],
  ])('return path %j → %j', (raw, expected) => {
    expect(safeReturnPath(raw)).toBe(expected);
  });
});
