// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import examples from './examples.json';
import { ScenarioTabs } from './scenario-tabs';
import { scenarioTabsSchema } from './schema';

afterEach(cleanup);

const props = scenarioTabsSchema.parse(examples[1]);
const [streaming, commerce, factory] = props.tabs;

const selected = () => screen.getAllByRole('tab').filter((tab) => tab.getAttribute('aria-selected') === 'true');
const visiblePanel = () => screen.getByRole('tabpanel');

describe('scenario-tabs', () => {
  it('puts every panel in the server HTML, all but the first hidden', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ScenarioTabs {...props} />);
    const panels = [...container.querySelectorAll('[role="tabpanel"]')];
    expect(panels.map((panel) => panel.querySelector('h3')?.textContent)).toEqual(props.tabs.map((tab) => tab.title));
    expect(panels.map((panel) => panel.hasAttribute('hidden'))).toEqual([false, true, true]);
    expect(container.textContent).toContain('DDoS protection proven at a 1.02T peak');
    expect(container.querySelector('noscript')?.innerHTML).toContain('.panel[hidden]{display:block}');
    const tabs = [...container.querySelectorAll('[role="tab"]')];
    expect(tabs.map((tab) => tab.getAttribute('aria-controls'))).toEqual(panels.map((panel) => panel.id));
    expect(panels.map((panel) => panel.getAttribute('aria-labelledby'))).toEqual(tabs.map((tab) => tab.id));
  });

  it('switches panel and aria-selected on click', () => {
    render(<ScenarioTabs {...props} />);
    fireEvent.click(screen.getByRole('tab', { name: commerce?.label }));
    expect(selected().map((tab) => tab.textContent)).toEqual([commerce?.label]);
    expect(visiblePanel()).toHaveProperty('id', screen.getByRole('tab', { name: commerce?.label }).getAttribute('aria-controls'));
    expect(visiblePanel().textContent).toContain(commerce?.title);
  });

  it('moves selection and focus with the arrow keys, Home and End, wrapping at the ends', () => {
    render(<ScenarioTabs {...props} />);
    const first = screen.getByRole('tab', { name: streaming?.label });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowLeft' });
    expect(document.activeElement?.textContent).toBe(factory?.label);
    expect(visiblePanel().textContent).toContain(factory?.title);

    fireEvent.keyDown(document.activeElement ?? first, { key: 'ArrowRight' });
    expect(selected().map((tab) => tab.textContent)).toEqual([streaming?.label]);

    fireEvent.keyDown(document.activeElement ?? first, { key: 'End' });
    fireEvent.keyDown(document.activeElement ?? first, { key: 'ArrowLeft' });
    expect(document.activeElement?.textContent).toBe(commerce?.label);
    expect(selected().map((tab) => tab.getAttribute('tabindex'))).toEqual(['0']);
    expect(screen.getAllByRole('tab', { selected: false }).map((tab) => tab.getAttribute('tabindex'))).toEqual(['-1', '-1']);
    expect(visiblePanel().textContent).toContain(commerce?.title);
  });

  it('rejects a single tab, duplicate labels and a javascript: link', () => {
    const tab = { label: 'A', title: 'A', description: 'a' };
    expect(scenarioTabsSchema.safeParse({ title: 'T', tabs: [tab] }).success).toBe(false);
    expect(scenarioTabsSchema.safeParse({ title: 'T', tabs: [tab, tab] }).success).toBe(false);
    const hostile = { ...tab, label: 'B', link: { label: 'Go', href: 'javascript:alert(1)' } };
    expect(scenarioTabsSchema.safeParse({ title: 'T', tabs: [tab, hostile] }).success).toBe(false);
  });
});
