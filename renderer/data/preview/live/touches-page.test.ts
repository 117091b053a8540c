import { describe, expect, it } from 'vitest';
import { mergeChanges, MAX_CHANGE_TAGS, readChange } from './content-change';
import { touchesPage } from './touches-page';

const unknownPage = { locale: 'EN_US', path: '/product/enterprise-cloud', tags: undefined };
const knownPage = { ...unknownPage, tags: new Set(['menus', 'common:EN_US', 'detail:product:1101:EN_US', 'catalog:product:EN_US']) };
const change = (tags: string[], paths: string[] = [], all = false) => ({ tags, paths, all });

describe('touchesPage', () => {
  it.each([
    ['everything', change([], [], true), true],
    ['its own path', change([], ['/product/enterprise-cloud']), true],
    ['a tag its render read', change(['detail:product:1101:EN_US']), true],
    ['a tag every page reads (menus)', change(['menus']), true],
    ['another product of its language', change(['detail:product:1104:EN_US']), false],
    ['a tag every page could read but this one did not (hot-menus)', change(['hot-menus']), false],
    ['only the other language', change(['detail:product:1101:ZH_CN', 'home:ZH_CN']), false],
    ['only other paths', change([], ['/solution/healthcare']), false],
  ])('a page whose tags are known, and a change of %s: %s', (_, given, expected) => {
    expect(touchesPage(given, knownPage)).toBe(expected);
  });

  it.each([
    ['everything', change([], [], true), true],
    ['its own path', change([], ['/product/enterprise-cloud']), true],
    ['any tag of its language', change(['detail:product:1104:EN_US']), true],
    ['a tag without a language (hot-menus)', change(['hot-menus']), true],
    ['only the other language', change(['detail:product:1101:ZH_CN', 'home:ZH_CN']), false],
    ['only other paths', change([], ['/solution/healthcare']), false],
  ])('a page no render of which reached this instance, and a change of %s: %s', (_, given, expected) => {
    expect(touchesPage(given, unknownPage)).toBe(expected);
  });
});

describe('readChange', () => {
  it('reads the data of a change event', () => {
    expect(readChange('{"tags":["menus"],"paths":["/"],"all":false}')).toEqual(change(['menus'], ['/']));
  });

  it.each(['not json', 'null', '[]', '{"tags":"menus","paths":[],"all":false}', '{"tags":[],"paths":[1],"all":false}', '{"tags":[],"paths":[]}'])(
    'ignores %s',
    (data) => {
      expect(readChange(data)).toBeUndefined();
    },
  );
});

describe('mergeChanges', () => {
  it('joins a burst into one change without repeats', () => {
    expect(mergeChanges(change(['menus'], ['/']), change(['menus', 'home:EN_US'], ['/company']))).toEqual(change(['menus', 'home:EN_US'], ['/', '/company']));
  });

  it('becomes everything when either is, or past the cap', () => {
    expect(mergeChanges(change(['menus']), change([], [], true)).all).toBe(true);
    const many = (from: number) => change(Array.from({ length: MAX_CHANGE_TAGS }, (_, index) => `news-article:${from + index}:EN_US`));
    expect(mergeChanges(many(1), many(1000))).toEqual(change([], [], true));
  });
});
