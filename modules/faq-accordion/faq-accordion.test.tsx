// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import examples from './examples.json';
import { FaqAccordion } from './faq-accordion';
import { faqAccordionSchema } from './schema';

afterEach(cleanup);

const chinese = faqAccordionSchema.parse(examples[0]);
const english = faqAccordionSchema.parse(examples[1]);

describe('faq-accordion', () => {
  it('renders one native details/summary per question', () => {
    const { container } = render(<FaqAccordion {...english} />);
    const details = [...container.querySelectorAll('details')];
    expect(details).toHaveLength(english.items.length);
    expect(details.map((item) => item.querySelector(':scope > summary')?.textContent)).toEqual(english.items.map((item) => item.question));
  });

  it('opens only the first question when openFirst is set, none otherwise', () => {
    const first = render(<FaqAccordion {...chinese} />);
    expect([...first.container.querySelectorAll('details')].map((item) => item.open)).toEqual([true, false, false]);
    cleanup();
    const none = render(<FaqAccordion {...english} />);
    expect([...none.container.querySelectorAll('details')].some((item) => item.open)).toBe(false);
  });

  it('renders the answer as Markdown and drops scripts, handlers and javascript: links', () => {
    const answer =
      '**Bold** and [docs](/document).<script>alert(1)</script><img src="/images/icons/cloud.svg" alt="cloud" onerror="alert(2)"> [bad](javascript:alert(3))';
    const props = faqAccordionSchema.parse({ items: [{ question: 'Is it safe?', answer }] });
    const { container } = render(<FaqAccordion {...props} />);
    const html = container.innerHTML;
    expect(container.querySelector('details strong')?.textContent).toBe('Bold');
    expect(container.querySelector('details a[href="/document"]')).not.toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(html).not.toContain('alert(');
    expect(html).not.toMatch(/\son[a-z]+=/i);
    expect(html).not.toMatch(/javascript:/i);
  });
});
