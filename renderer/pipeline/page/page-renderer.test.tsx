// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineModule } from '@/modules/define-module';
import { Fragment } from 'react';
import type { PlacedDrop } from '../parse/drop-report';
import { bindModule, type ParsedModule } from '../parse/parse-modules';
import { PageRenderer } from './page-renderer';

afterEach(cleanup);

function parsed(id: string, type: string, details: unknown): ParsedModule {
  const step = bindModule({ id, type, name: null }, details);
  if (!step.ok) throw new Error(`${id} did not bind: ${step.drop.detail}`);
  return step.module;
}

const hero = (id: string, title: string) => parsed(id, 'hero-banner', { title });
const text = (id: string, title: string) => parsed(id, 'rich-text', { title, content: `Body of ${title}` });

/** A module type whose component throws while rendering, as a buggy new module would. */
const brokenModule = defineModule(
  { type: 'broken', title: 'Broken', examples: [], schema: z.object({ label: z.string() }) },
  function Broken({ label }: { label: string }): never {
    throw new Error(`broken module ${label} failed`);
  },
);

function broken(id: string): ParsedModule {
  const bound = brokenModule.bind({ label: id });
  if (!bound.ok) throw new Error(bound.reason);
  // The registry has no 'broken' type; the renderer only reads id, type and element.
  return { id, type: 'rich-text', name: 'broken', element: bound.element };
}

describe('PageRenderer', () => {
  it('renders modules in the order it is given', () => {
    render(<PageRenderer modules={[text('b', 'Second heading'), hero('a', 'First title'), text('c', 'Third heading')]} />);
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Second heading', 'First title', 'Third heading']);
  });

  it('renders nothing for an empty page', () => {
    const { container } = render(<PageRenderer modules={[]} />);
    expect(container.innerHTML).toBe('');
  });

  it('hides a module that throws while its siblings still render, and logs which one failed', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      render(<PageRenderer modules={[hero('h', 'Before the broken module'), broken('x-1'), text('t', 'After the broken module')]} />);
      expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Before the broken module', 'After the broken module']);
      expect(screen.queryByText(/broken module x-1/)).toBeNull();
      const logged = consoleError.mock.calls.map((args) => args.map(String).join(' ')).join('\n');
      expect(logged).toContain('[module rich-text#x-1] failed to render');
    } finally {
      consoleError.mockRestore();
    }
  });

  it("gives visitors the modules' own markup and not one byte more", () => {
    const modules = [hero('a', 'First title'), text('b', 'Second heading')];
    const own = render(
      <>
        {modules.map((module) => (
          <Fragment key={module.id}>{module.element}</Fragment>
        ))}
      </>,
    ).container.innerHTML;
    cleanup();
    const { container } = render(<PageRenderer modules={modules} />);
    expect(container.innerHTML).toBe(own);
    expect(container.querySelector('[data-module-id]')).toBeNull();
  });

  it('marks each module for a previewer without changing the layout, and shows each drop where it stood', () => {
    const drop = (entry: number, after: string | null): PlacedDrop => ({
      id: `d${entry}`,
      type: 'feature-cards',
      name: null,
      reason: 'schema',
      detail: 'cards: too small',
      entry,
      after,
    });
    const { container } = render(
      <PageRenderer modules={[hero('a', 'First title'), text('b', 'Second heading')]} inspect={{ dropped: [drop(0, null), drop(2, 'a'), drop(4, 'b')] }} />,
    );
    const marks = [...container.querySelectorAll<HTMLElement>('[data-module-id]')];
    expect(marks.map((mark) => `${mark.dataset.moduleId}${mark.dataset.droppedEntry === undefined ? '' : ' (dropped)'}`)).toEqual([
      'd0 (dropped)',
      'a',
      'd2 (dropped)',
      'b',
      'd4 (dropped)',
    ]);
    const wrapper = marks[1];
    expect(wrapper?.style.display).toBe('contents');
    expect(wrapper?.dataset.moduleType).toBe('hero-banner');
    expect(wrapper?.querySelector('h1')?.textContent).toBe('First title');
    expect(marks[0]?.textContent).toBe('feature-cards #d0');
  });
});
