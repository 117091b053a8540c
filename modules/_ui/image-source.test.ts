import { describe, expect, it } from 'vitest';
import { imageSource, optimizedImageUrl } from './image-source';

describe('imageSource', () => {
  it.each(['/images/logo.svg', '/images/a.png?v=2', 'relative.png'])('keeps the site path %s', (src) => {
    expect(imageSource(src)).toEqual({ kind: 'site', src });
  });

  it('sends https images to the optimizer', () => {
    expect(imageSource('https://img.example.com/a.png')).toEqual({ kind: 'remote', src: 'https://img.example.com/a.png' });
  });

  it.each([
    'http://img.example.com/a.png',
    '//evil.example/a.png',
    '/\\evil.example/a.png',
    '/\t/evil.example/a.png',
    'https://img.example.com/a.svg',
    'https://img.example.com/a.SVGZ?x=1',
    'http://site.invalid/a.png',
    'data:image/png;base64,AAAA',
    'javascript:alert(1)',
    'https://',
  ])('refuses %s', (src) => {
    expect(imageSource(src)).toEqual({ kind: 'refused' });
  });

  it('writes the optimizer address as next/image does', () => {
    expect(optimizedImageUrl('https://img.example.com/a b.png')).toBe('/_next/image?url=https%3A%2F%2Fimg.example.com%2Fa%20b.png&w=1200&q=75');
  });
});
