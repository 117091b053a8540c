import { describe, expect, it } from 'vitest';
import { mergeChanges, MAX_CHANGE_TAGS, readChange } from './content-change';
import { touchesPage } from './touches-page';

const page = { locale: 'EN_US', path: '/product/enterprise-cloud' };
const change = (tags: string[], paths: string[] = [], all = false) => ({ tags, paths, all });

describe('touchesPage', () => {
  it.each([
    ['everything', change([], [], true), true],
    ['its own path', change([], ['/product/enterprise-cloud']), true],
    ['a tag of its language', change(['detail:product:1101:EN_US']), true],
    ['a tag every page uses (menus)', change(['menus']), true],
    ['only the other language', change(['detail:product:1101:ZH_CN', 'home:ZH_CN']), false],
    ['only other paths', change([], ['/solution/healthcare']), false],
  ])('a change of %s: %s', (_, given, expected) => {
    expect(touchesPage(given, page)).toBe(expected);
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
