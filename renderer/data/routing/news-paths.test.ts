import { describe, expect, it } from 'vitest';
import { newsTypeSchema, type NewsType } from '@/schemas/news';
import { NEWS_SECTIONS, newsDate, newsPath, parseNewsId, recommendationType, sectionOfType } from './news-paths';

describe('type to URL', () => {
  it.each([
    ['NEWS', '/press/60101'],
    ['EVENTS', '/press/60101'],
    ['BLOG', '/blog/60101'],
    ['PRODUCTUPDATES', '/product-updates/60101'],
    ['INDUSTRIALREPORT', '/reports/60101'],
    ['CASE', '/cases/60101'],
  ] as const)('a %s article is read at %s', (type, path) => {
    expect(newsPath({ type, id: 60101 })).toBe(path);
  });

  it('every news type has a section, and every section is a list address', () => {
    for (const type of newsTypeSchema.options) expect(Object.values(NEWS_SECTIONS)).toContain(NEWS_SECTIONS[sectionOfType(type)]);
  });

  it('recommends upper-cased kinds, events as press news', () => {
    const types: NewsType[] = ['NEWS', 'PRODUCTUPDATES', 'BLOG', 'EVENTS'];
    expect(types.map(recommendationType)).toEqual(['NEWS', 'PRODUCTUPDATES', 'BLOG', 'NEWS']);
  });
});

describe('parseNewsId', () => {
  it.each(['60101', '1'])('%s is an id', (raw) => {
    expect(parseNewsId(raw)).toBe(Number(raw));
  });

  it.each(['', '0', '-1', '01', '1.5', 'abc', '1e3', '0x10', '1234567890123'])('%j is not', (raw) => {
    expect(parseNewsId(raw)).toBeUndefined();
  });
});

describe('newsDate', () => {
  it('reads the CMS time as date, time and an instant in UTC+8', () => {
    expect(newsDate('2026-12-09 09:30:00')).toEqual({ date: '2026-12-09', time: '09:30', dateTime: '2026-12-09T09:30+08:00' });
    expect(newsDate('2026-12-09')).toEqual({ date: '2026-12-09', time: '', dateTime: '2026-12-09' });
  });

  it('shows an unexpected value as it is', () => {
    expect(newsDate('soon')).toEqual({ date: 'soon', time: '', dateTime: 'soon' });
  });
});
