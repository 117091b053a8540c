import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './content-disposition';

const utf8Name = (header: string) => decodeURIComponent(header.replace(/^.*filename\*=UTF-8''/, ''));

describe('attachmentDisposition', () => {
  it('gives a Chinese title as RFC 5987 filename* and an ASCII stand-in as filename', () => {
    const header = attachmentDisposition('快速入门', 'document-1');
    expect(header).toBe(`attachment; filename="document-1.pdf"; filename*=UTF-8''${encodeURIComponent('快速入门')}.pdf`);
    expect(utf8Name(header)).toBe('快速入门.pdf');
  });

  it('keeps an ASCII title in both', () => {
    expect(attachmentDisposition('Create a bucket', 'document-1')).toBe(`attachment; filename="Create a bucket.pdf"; filename*=UTF-8''Create%20a%20bucket.pdf`);
  });

  it('removes what no file system takes, and escapes what the header grammar does not', () => {
    const header = attachmentDisposition('a/b:c*"d"\n (e)\'s', 'document-1');
    expect(header).not.toMatch(/[\n]/);
    expect(header).toMatch(/filename\*=UTF-8''[A-Za-z0-9%._~-]+$/);
    expect(utf8Name(header)).toBe("a b c d (e)'s.pdf");
  });

  it('falls back to the stand-in for an empty title', () => {
    expect(utf8Name(attachmentDisposition(' / ', 'document-7'))).toBe('document-7.pdf');
  });
});
