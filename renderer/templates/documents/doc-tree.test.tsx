// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerFromCms } from '@/tests/msw/portal-handlers';
import tree202 from '@/fixtures/EN_US/docs/tree-202.json';
import { docMenuEntryListSchema, type DocMenuEntry } from '@/schemas/document';
import { SiteMessages } from '../../i18n/site-messages.testing';
import { dictionaries } from '../../i18n/messages';
import { getQueryClient } from '../../data/query/get-query-client';
import { DocTree } from './doc-tree.client';

let segment: string | null = null;
vi.mock('next/navigation', () => ({ useSelectedLayoutSegment: () => segment, useRouter: () => ({ prefetch: () => undefined }) }));

const en = dictionaries.EN_US;
const entries = docMenuEntryListSchema.parse(tree202);

/** Under jsdom the global Request is Node's: it has no page to resolve '/api/…' against and refuses jsdom's AbortSignal. */
class PageRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, { ...init, signal: undefined });
  }
}

/** Paths the tree asked the portal for; the embedded CMS answers them over the fixtures. */
const asked: string[] = [];

beforeEach(() => {
  asked.length = 0;
  // The tab's own client, as the app uses it, without its one retry, so a failure shows at once.
  getQueryClient().setQueryDefaults(['docs'], { retry: false });
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal(
    'fetch',
    vi.fn((request: Request) => {
      asked.push(new URL(request.url).pathname);
      return answerFromCms(request);
    }),
  );
});

function renderTree(sent: readonly DocMenuEntry[] = entries) {
  const node = () => (
    <SiteMessages locale={'EN_US'}>
      <DocTree locale="EN_US" cateId={202} entries={sent} />
    </SiteMessages>
  );
  const view = render(node());
  return { ...view, rerenderTree: () => view.rerender(node()) };
}

const directory = (name: string) => screen.getByRole('button', { name });
const nameOf = (id: number) => entries.find((entry) => entry.id === id)?.name ?? String(id);

afterEach(() => {
  cleanup();
  getQueryClient().clear();
  segment = null;
  vi.unstubAllGlobals();
});

describe('DocTree', () => {
  it('opens and closes a directory with its button, and shows its documents as links', () => {
    renderTree();
    const userGuide = directory(nameOf(22003));
    expect(userGuide.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: nameOf(22004) })).toBeNull();
    fireEvent.click(userGuide);
    expect(userGuide.getAttribute('aria-expanded')).toBe('true');
    const group = document.getElementById(userGuide.getAttribute('aria-controls') ?? '');
    expect(group).not.toBeNull();
    fireEvent.click(directory(nameOf(22004)));
    const link = screen.getByRole('link', { name: nameOf(22105) });
    expect(link.getAttribute('href')).toBe('/document/202/22105');
    fireEvent.click(userGuide);
    expect(userGuide.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: nameOf(22105) })).toBeNull();
  });

  it('opens with ArrowRight and closes with ArrowLeft', () => {
    renderTree();
    const faq = directory(nameOf(22009));
    fireEvent.keyDown(faq, { key: 'ArrowRight' });
    expect(faq.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(faq, { key: 'ArrowRight' });
    expect(faq.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(faq, { key: 'ArrowLeft' });
    expect(faq.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows both empty-directory texts inside an empty directory once the CMS confirms it is empty', async () => {
    renderTree();
    fireEvent.click(directory(nameOf(22003)));
    const empty = directory(nameOf(22007));
    expect(screen.queryByText(en['doc.emptyDirectory'])).toBeNull();
    fireEvent.click(empty);
    const hint = await screen.findByText(en['doc.emptyDirectory']);
    // The group the button controls holds both texts (its loading state was another element with the same id).
    const group = document.getElementById(empty.getAttribute('aria-controls') ?? '');
    if (!group) throw new Error('the empty directory has no group');
    expect(group.contains(hint)).toBe(true);
    expect(within(group).getByText(en['doc.noContent'])).toBeTruthy();
    expect(asked).toEqual(['/api/portal/v1/help-doc/menu/directories/22007/202']);
  });

  it('loads a directory when it opens if the category answer held only the top level', async () => {
    renderTree(entries.filter((entry) => entry.parentId === null));
    fireEvent.click(directory(nameOf(22003)));
    fireEvent.click(await screen.findByRole('button', { name: nameOf(22004) }));
    expect(screen.getByRole('link', { name: nameOf(22105) }).getAttribute('href')).toBe('/document/202/22105');
    // The directory's answer covers every depth below it: opening a subdirectory asks nothing more.
    expect(asked).toEqual(['/api/portal/v1/help-doc/menu/directories/22003/202']);
  });

  it('offers a retry when a directory cannot be loaded', async () => {
    const failing = vi.fn(() => Promise.resolve(new Response('down', { status: 502 })));
    vi.stubGlobal('fetch', failing);
    renderTree(entries.filter((entry) => entry.parentId === null));
    fireEvent.click(directory(nameOf(22003)));
    expect((await screen.findByRole('alert')).textContent).toContain(en['doc.treeLoadFailed']);
    vi.stubGlobal(
      'fetch',
      vi.fn((request: Request) => answerFromCms(request)),
    );
    fireEvent.click(screen.getByRole('button', { name: en['common.retry'] }));
    expect(await screen.findByRole('button', { name: nameOf(22004) })).toBeTruthy();
  });

  it('marks the open document and reveals it when another one opens, keeping what the visitor opened', () => {
    segment = '22101';
    const view = renderTree();
    expect(screen.getByRole('link', { name: nameOf(22101) }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(directory(nameOf(22008)));
    segment = '22113';
    view.rerenderTree();
    const current = screen.getByRole('link', { name: nameOf(22113) });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: nameOf(22101) }).getAttribute('aria-current')).toBeNull();
    for (const id of [22003, 22005, 22006, 22001, 22008]) expect(directory(nameOf(id)).getAttribute('aria-expanded')).toBe('true');
    expect(directory(nameOf(22004)).getAttribute('aria-expanded')).toBe('false');
  });

  it('renders what the server sent without asking, and asks for a loaded directory only once per tab', async () => {
    const topLevel = entries.filter((entry) => entry.parentId === null);
    renderTree(topLevel);
    expect(asked).toEqual([]);
    fireEvent.click(directory(nameOf(22003)));
    expect(await screen.findByRole('button', { name: nameOf(22004) })).toBeTruthy();
    cleanup();
    renderTree(topLevel);
    fireEvent.click(directory(nameOf(22003)));
    expect(screen.getByRole('button', { name: nameOf(22004) })).toBeTruthy();
    expect(asked).toEqual(['/api/portal/v1/help-doc/menu/directories/22003/202']);
  });
});
