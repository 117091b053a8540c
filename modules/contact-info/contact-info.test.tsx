// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ContactInfo } from './contact-info';
import examples from './examples.json';
import { contactInfoSchema } from './schema';

afterEach(cleanup);

describe('contact-info', () => {
  it('links phones with tel: (digits only) and emails with mailto:', () => {
    render(<ContactInfo {...contactInfoSchema.parse(examples[0])} />);
    expect(screen.getByRole('link', { name: '400-000-0000' }).getAttribute('href')).toBe('tel:4000000000');
    expect(screen.getByRole('link', { name: 'contact@example.com' }).getAttribute('href')).toBe('mailto:contact@example.com');
  });

  it('keeps the + of an international number', () => {
    render(<ContactInfo {...contactInfoSchema.parse(examples[1])} />);
    expect(screen.getByRole('link', { name: '+65 6000 0000' }).getAttribute('href')).toBe('tel:+6560000000');
  });

  it('does not link addresses and hours, and gives the map its alt text', () => {
    const props = contactInfoSchema.parse(examples[1]);
    render(<ContactInfo {...props} />);
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(screen.getByRole('img').getAttribute('alt')).toBe(props.map?.alt);
  });

  it.each([
    ['phone', 'call us'],
    ['email', 'not-an-email'],
    ['email', 'a@b.com?subject=x'],
  ])('rejects a %s of %j', (kind, value) => {
    expect(contactInfoSchema.safeParse({ title: 'T', entries: [{ kind, label: 'L', value }] }).success).toBe(false);
  });
});
