import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import examples from './examples.json';
import { servicePlansSchema } from './schema';
import { ServicePlans } from './service-plans';

const plan = { name: 'Basic', responseTime: 'Within 2 hours', features: [{ label: 'Hotline', included: true }] };
const plans = { includedLabel: 'Included', excludedLabel: 'Not included', plans: [plan] };

describe('service-plans', () => {
  it('says in words whether each feature is included and dials the hotline without spaces', () => {
    const html = renderToStaticMarkup(<ServicePlans {...servicePlansSchema.parse(examples[1])} />);
    expect(html).toContain('<span class="visually-hidden">Included: </span>24x7 hotline and tickets');
    expect(html).toContain('<span class="visually-hidden">Not included: </span>Technical account manager');
    expect(html).toContain('<a href="tel:4000000001" class="phone">400-000-0001</a>');
    expect(html).toContain('Response within 2 hours');
  });

  it('rejects a javascript: call to action and a phone number that is not one', () => {
    expect(servicePlansSchema.safeParse(plans).success).toBe(true);
    const hostile = { ...plan, action: { label: 'Buy', href: 'javascript:alert(1)' } };
    expect(servicePlansSchema.safeParse({ ...plans, plans: [hostile] }).success).toBe(false);
    expect(servicePlansSchema.safeParse({ ...plans, hotline: { label: 'Call', phone: '400"><script>' } }).success).toBe(false);
  });
});
