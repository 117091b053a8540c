import { describe, expect, it } from 'vitest';
import type { CustomerCase, ImageResource } from '@/schemas/home';
import { customerStories } from './customer-stories';

let nextId = 1;
const createCase = (overrides: Partial<CustomerCase> = {}): CustomerCase => {
  const id = nextId++;
  return { id, name: `Customer ${id}`, summary: `Story ${id}`, logoUrl: `/images/cases/${id}.svg`, industry: null, link: `/cases/${60600 + id}`, ...overrides };
};
const createTopcase = (overrides: Partial<ImageResource> = {}): ImageResource => ({
  id: nextId++,
  type: 'topcase',
  imageUrl: '/images/resources/topcase-1.svg',
  title: 'Top case',
  link: '/cases/1',
  ...overrides,
});

describe('customerStories: each story once, customer cases first', () => {
  it('shows a customer case with its logo named after the customer, leading to its story', () => {
    const hospital = createCase({ name: 'A regional hospital', logoUrl: '/images/cases/hospital.svg', link: '/cases/60601' });
    expect(customerStories([hospital], [], [])).toEqual([
      { title: 'A regional hospital', desc: hospital.summary, href: '/cases/60601', logoUrl: '/images/cases/hospital.svg', logoAlt: 'A regional hospital' },
    ]);
  });

  it('leaves out a top case or block card that leads to a story already shown', () => {
    const bank = createCase({ link: '/cases/60605' });
    const stories = customerStories(
      [bank],
      [createTopcase({ link: '/cases/60605' }), createTopcase({ title: 'Media', link: '/cases/60603' })],
      [{ title: 'Bank again', desc: '', href: '/cases/60605' }],
    );
    expect(stories.map((story) => story.href)).toEqual(['/cases/60605', '/cases/60603']);
  });

  it('shows a case without a logo or a link as it is, and at most six stories', () => {
    const stories = customerStories([createCase({ logoUrl: null, link: null }), ...Array.from({ length: 7 }, () => createCase())], [], []);
    expect(stories).toHaveLength(6);
    expect(stories[0]).not.toHaveProperty('logoUrl');
    expect(stories[0]?.href).toBeUndefined();
  });
});
