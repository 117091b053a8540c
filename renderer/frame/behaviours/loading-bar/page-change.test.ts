import { describe, expect, it } from 'vitest';
import { isPageChange, startsNavigation } from './page-change';

const HERE = 'http://en.localhost:3100/product/enterprise-cloud?tab=1#specs';
const plain = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
const anchor = (href: string, target = '', download = false) => ({ href, target, hasAttribute: (name: string) => download && name === 'download' });

describe('isPageChange', () => {
  it('is true for another path or another query on the same origin', () => {
    expect(isPageChange(HERE, '/contact')).toBe(true);
    expect(isPageChange(HERE, '/product/enterprise-cloud?tab=2')).toBe(true);
    expect(isPageChange(HERE, '/product/enterprise-cloud')).toBe(true);
  });

  it('is false for the same page, a hash on it, or another origin', () => {
    expect(isPageChange(HERE, '/product/enterprise-cloud?tab=1')).toBe(false);
    expect(isPageChange(HERE, '#faq')).toBe(false);
    expect(isPageChange(HERE, 'http://localhost:3100/contact')).toBe(false);
    expect(isPageChange(HERE, 'mailto:sales@example.com')).toBe(false);
  });
});

describe('startsNavigation', () => {
  it('is true for a plain click on a link to another page', () => {
    expect(startsNavigation(plain, anchor('http://en.localhost:3100/contact'), HERE)).toBe(true);
  });

  it('is false when the browser opens the link elsewhere or downloads it', () => {
    const to = 'http://en.localhost:3100/contact';
    expect(startsNavigation({ ...plain, ctrlKey: true }, anchor(to), HERE)).toBe(false);
    expect(startsNavigation({ ...plain, metaKey: true }, anchor(to), HERE)).toBe(false);
    expect(startsNavigation({ ...plain, button: 1 }, anchor(to), HERE)).toBe(false);
    expect(startsNavigation(plain, anchor(to, '_blank'), HERE)).toBe(false);
    expect(startsNavigation(plain, anchor(to, '', true), HERE)).toBe(false);
    expect(startsNavigation(plain, anchor(to, '_self'), HERE)).toBe(true);
  });
});
