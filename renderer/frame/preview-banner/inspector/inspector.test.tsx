// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LanguageCode } from '@/schemas/locale';
import { dictionaries, htmlLang } from '../../../i18n/messages';
import { sectionText } from '../../../i18n/section-text';
import { TextProvider } from '../../../i18n/text-provider.client';
import { EDIT_API_PATH } from './edit/edit-api';
import { INSPECTOR_DATA_ID, type InspectorData } from './inspector-data';
import { Inspector } from './inspector.client';

const en = dictionaries.EN_US;
const zh = dictionaries.ZH_CN;

const CARDS = { title: 'Why us', columns: 3, cards: [{ title: 'Fast', desc: 'Very fast' }] };

const DATA: InspectorData = {
  page: 'product:1101',
  locale: 'EN_US',
  modules: [
    {
      key: 'module:hero',
      id: 'hero',
      type: 'hero-banner',
      title: 'Hero banner',
      name: 'Top',
      dropped: null,
      details: { title: 'Hello' },
      issues: [],
      rules: [],
      editUrl: null,
    },
    {
      key: 'dropped:1',
      id: 'broken',
      type: 'feature-cards',
      title: 'Feature cards',
      name: null,
      dropped: { reason: 'schema', detail: 'cards: Too small' },
      details: { cards: [] },
      issues: [{ path: 'cards', message: 'Too small: expected array to have >=1 items' }],
      rules: [{ path: 'cards[].title', type: 'string', required: true, rules: ['1–60 characters'] }],
      editUrl: 'https://cms.example/pages/product%3A1101/modules/broken?lang=EN_US',
    },
    {
      key: 'module:cards',
      id: 'cards',
      type: 'feature-cards',
      title: 'Feature cards',
      name: 'Benefits',
      dropped: null,
      details: CARDS,
      issues: [],
      rules: [],
      editUrl: null,
    },
  ],
};

/** The page as a previewer's render leaves it: marked modules, a placeholder, the drop report's button, the island. */
const PAGE = `
  <div data-module-id="hero" data-module-type="hero-banner" style="display: contents"><section><h1>Hello</h1><a href="/x">Link</a></section></div>
  <div data-module-id="broken" data-module-type="feature-cards" data-dropped-entry="1">feature-cards #broken</div>
  <div data-module-id="cards" data-module-type="feature-cards" style="display: contents"><section><h2>Why us</h2></section></div>
  <aside><button type="button" data-inspect-target="dropped:1">broken</button></aside>
  <script type="application/json" id="${INSPECTOR_DATA_ID}">${JSON.stringify(DATA)}</script>`;

/** What the editing API answers in a test: 403 (not available) unless a test serves content. */
const api = { read: (): Response => HttpResponse.json({ error: 'forbidden' }, { status: 403 }), write: (): Response => HttpResponse.json({ version: 'v2' }) };
const posted: unknown[] = [];
const server = setupServer(
  http.get(`*${EDIT_API_PATH}`, () => api.read()),
  http.post(`*${EDIT_API_PATH}`, async ({ request }) => {
    posted.push(await request.json());
    return api.write();
  }),
);

class NoResize {
  observe() {}
  disconnect() {}
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoResize);
  // jsdom's fetch has no page to resolve '/api/…' against.
  const pageFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => pageFetch(new URL(input, window.location.href), init));
  // jsdom lays nothing out: every element gets a box, so each module has an outline to show.
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: 0, width: 300, height: 100 }));
  document.body.innerHTML = PAGE;
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  posted.length = 0;
  api.read = () => HttpResponse.json({ error: 'forbidden' }, { status: 403 });
  api.write = () => HttpResponse.json({ version: 'v2' });
  document.body.innerHTML = '';
});

function renderInspector(locale: LanguageCode = 'EN_US') {
  const container = document.body.appendChild(document.createElement('div'));
  render(
    <TextProvider text={sectionText(locale, 'inspector')} lang={htmlLang[locale]}>
      <Inspector className={undefined} />
    </TextProvider>,
    { container },
  );
  return userEvent.setup({ delay: null });
}

const moduleButton = (name: RegExp) => screen.getByRole('button', { name });

describe('the module inspector', () => {
  it('outlines each module in CMS order once inspect mode is on, reachable by keyboard; Enter opens, Escape closes and returns focus', async () => {
    const user = renderInspector();
    const toggle = await screen.findByRole('button', { name: en['inspector.toggle'] });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(document.querySelector('[data-inspect-key]')).toBeNull();

    await user.click(toggle);
    const targets = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('[data-inspect-key]')];
      expect(found).toHaveLength(3);
      return found;
    });
    expect(targets.map((target) => target.getAttribute('aria-label'))).toEqual([
      'Hero banner · hero · Top',
      `Feature cards · broken · ${en['inspector.dropped']}`,
      'Feature cards · cards · Benefits',
    ]);
    await waitFor(() => expect(document.activeElement).toBe(targets[0]));

    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(targets[2]);
    await user.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: 'Feature cards feature-cards' });
    expect(within(panel).getByText('cards')).toBeTruthy();
    expect(within(panel).getByText(en['inspector.rendered'])).toBeTruthy();
    expect(within(panel).getByText(/"title": "Why us"/)).toBeTruthy();
    // The editing API answered 403: no edit controls.
    await waitFor(() => expect(within(panel).queryByText(en['inspector.edit.loading'])).toBeNull());
    expect(within(panel).queryByRole('region', { name: en['inspector.edit.title'] })).toBeNull();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(targets[2]);
    await user.keyboard('{Escape}');
    expect(document.querySelector('[data-inspect-key]')).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });

  it("jumps from the drop report's row to the dropped module's placeholder and shows its zod issues with their paths", async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    const user = renderInspector();
    await screen.findByRole('button', { name: en['inspector.toggle'] });
    const row = screen.getByRole('button', { name: 'broken' });
    await user.click(row);
    expect(scrolled.mock.contexts[0]).toBe(document.querySelector('[data-dropped-entry="1"]'));
    const panel = await screen.findByRole('dialog', { name: 'Feature cards feature-cards' });
    expect(within(panel).getByText(/Dropped: The details do not match the module schema/)).toBeTruthy();
    const issues = within(panel).getByRole('region', { name: en['inspector.issues'] });
    expect(issues.textContent).toBe(`${en['inspector.issues']}cards: Too small: expected array to have >=1 items`);
    expect(within(panel).getByRole('link', { name: en['inspector.editInCms'] }).getAttribute('href')).toBe(DATA.modules[1]?.editUrl);
    await waitFor(() => expect(document.querySelector('[data-inspect-key="dropped:1"]')?.className).toMatch(/selected/));
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(row);
  });

  it('speaks Chinese on a Chinese page', async () => {
    renderInspector('ZH_CN');
    expect(await screen.findByRole('button', { name: zh['inspector.toggle'] })).toBeTruthy();
  });
});

describe('editing a module', () => {
  const content = (title: string) => ({
    version: 'v1',
    modules: [
      { id: 'hero', type: 'hero-banner', name: 'Top', details: { title: 'Hello' } },
      { id: 'cards', type: 'feature-cards', name: 'Benefits', details: { ...CARDS, title } },
    ],
  });

  async function openCards() {
    api.read = () => HttpResponse.json(content('Why us'));
    const user = renderInspector();
    await user.click(await screen.findByRole('button', { name: en['inspector.toggle'] }));
    await user.click(await waitFor(() => moduleButton(/· cards ·/)));
    const editor = await screen.findByRole('region', { name: en['inspector.edit.title'] }, { timeout: 15_000 });
    return { user, editor };
  }

  it('puts each message of a refused save (422) at its field', async () => {
    const { user, editor } = await openCards();
    api.write = () => HttpResponse.json({ error: 'invalid', issues: [{ path: 'cards.0.title', message: 'Taken by another card' }] }, { status: 422 });
    const cards = within(editor).getByRole('group', { name: /^cards/ });
    const cardTitle = within(cards).getByLabelText(/^title/);
    await user.clear(cardTitle);
    await user.type(cardTitle, 'Faster');
    await user.click(within(editor).getByRole('button', { name: en['inspector.edit.save'] }));
    await waitFor(() => expect(cardTitle.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(cardTitle.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Taken by another card');
    expect(within(editor).getByText(en['inspector.edit.invalid'])).toBeTruthy();
    expect(posted).toEqual([
      {
        page: 'product:1101',
        locale: 'EN_US',
        version: 'v1',
        change: { op: 'update', moduleId: 'cards', details: { ...CARDS, cards: [{ title: 'Faster', desc: 'Very fast' }] } },
      },
    ]);
  });

  it('refuses a value the contract refuses before sending anything', async () => {
    const { user, editor } = await openCards();
    const cardTitle = within(within(editor).getByRole('group', { name: /^cards/ })).getByLabelText(/^title/);
    await user.clear(cardTitle);
    await user.click(within(editor).getByRole('button', { name: en['inspector.edit.save'] }));
    await waitFor(() => expect(cardTitle.getAttribute('aria-invalid')).toBe('true'));
    expect(posted).toEqual([]);
  });

  it('says someone else changed the page (409) and shows the newer content', async () => {
    const { user, editor } = await openCards();
    api.write = () => HttpResponse.json({ error: 'stale', ...content('Why choose us'), version: 'v3' }, { status: 409 });
    const title = within(editor).getAllByLabelText(/^title/)[0];
    if (!title) throw new Error('no title field');
    await user.clear(title);
    await user.type(title, 'Mine');
    await user.click(within(editor).getByRole('button', { name: en['inspector.edit.save'] }));
    expect(await within(editor).findByText(en['inspector.edit.stale'])).toBeTruthy();
    await waitFor(() => expect((title as HTMLInputElement).value).toBe('Why choose us'));
    expect(within(editor).getByText(/"title": "Why choose us"/)).toBeTruthy();
    // The next save goes against the newer version.
    api.write = () => HttpResponse.json({ version: 'v4' });
    await user.click(within(editor).getByRole('button', { name: en['inspector.edit.save'] }));
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]).toMatchObject({ version: 'v3' });
  });

  it('asks before removing a module', async () => {
    const { user, editor } = await openCards();
    await user.click(within(editor).getByRole('button', { name: en['inspector.edit.remove'] }));
    expect(posted).toEqual([]);
    await act(async () => {
      await user.click(within(editor).getByRole('button', { name: en['inspector.edit.confirm'] }));
    });
    await waitFor(() => expect(posted).toMatchObject([{ change: { op: 'remove', moduleId: 'cards' } }]));
  });
});
