// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callFromBrowser } from '../../data/api/call-from-browser';
import { SiteMessages } from '../../i18n/site-messages.testing';
import { dictionaries } from '../../i18n/messages';
import { pdfFileName } from './download-blob';
import { onBrowserError } from '../../data/query/browser-errors';
import { PortalError } from '../../data/api/errors';
import { ExportPdfButton } from './export-pdf-button.client';

const en = dictionaries.EN_US;

// The real portal client, spied on: one test makes it fail to load.
vi.mock('../../data/api/call-from-browser', { spy: true });

/** Under jsdom the global Request is Node's: it has no page to resolve '/api/…' against and refuses jsdom's AbortSignal. */
class PageRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, { ...init, signal: undefined });
  }
}

let answer: () => Promise<Response>;
const requests: Request[] = [];
const clicked: { href: string; download: string }[] = [];

// The first export imports the portal client (loaded on demand): seconds on a busy machine, paid here once.
beforeAll(() => Promise.all([import('../../data/api/call-portal'), import('../../data/api/browser-portal')]), 60_000);

beforeEach(() => {
  requests.length = 0;
  clicked.length = 0;
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal(
    'fetch',
    vi.fn((request: Request) => {
      requests.push(request);
      return answer();
    }),
  );
  URL.createObjectURL = vi.fn(() => 'blob:http://localhost/pdf-1');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderButton() {
  render(
    <SiteMessages locale={'EN_US'}>
      <ExportPdfButton locale="EN_US" docId={22103} title="Create a Kubernetes cluster" content="# Hello" updateTime="2026-04-01 10:00:00" />
    </SiteMessages>,
  );
  return screen.getByRole('button');
}

/** Clicks export and waits for the one failure it reports to the error watcher's bus. */
async function exportReportingOne(): Promise<{ button: HTMLElement; reported: unknown }> {
  const reported: unknown[] = [];
  const off = onBrowserError((error) => reported.push(error));
  const button = renderButton();
  fireEvent.click(button);
  await waitFor(() => expect(reported).toHaveLength(1));
  off();
  return { button, reported: reported[0] };
}

describe('ExportPdfButton', () => {
  // Waits out the second the download keeps its object URL before revoking it, on top of a render and an export.
  it('posts content and updateTime, shows Exporting while it waits, then downloads the PDF under the title', { timeout: 15_000 }, async () => {
    let release: (response: Response) => void = () => undefined;
    answer = () => new Promise((resolve) => (release = resolve));
    const button = renderButton();
    expect(button.textContent).toBe(en['doc.exportPdf']);
    fireEvent.click(button);
    expect(button.textContent).toBe(en['doc.exporting']);
    expect(button).toHaveProperty('disabled', true);
    await waitFor(() => expect(requests).toHaveLength(1));
    const request = requests[0];
    expect(request?.method).toBe('POST');
    expect(new URL(request?.url ?? '').pathname).toBe('/api/portal/v1/help-doc/document/pdf/22103');
    expect(await request?.json()).toEqual({ content: '# Hello', updateTime: '2026-04-01 10:00:00', lang: 'EN_US' });

    await act(async () => release(new Response('%PDF-1.7 test', { headers: { 'content-type': 'application/pdf' } })));
    await waitFor(() => expect(clicked).toEqual([{ href: 'blob:http://localhost/pdf-1', download: 'Create a Kubernetes cluster.pdf' }]));
    expect(button.textContent).toBe(en['doc.exportPdf']);
    expect(button).toHaveProperty('disabled', false);
    expect(document.querySelector('a[download]')).toBeNull();
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/pdf-1'));
  });

  it("reports a failed export with the server's message for the toast, without downloading", async () => {
    answer = () => Promise.resolve(Response.json({ code: '50000001', message: 'The document is too long to export', data: null }));
    const { button, reported } = await exportReportingOne();
    expect(reported).toBeInstanceOf(PortalError);
    expect((reported as PortalError).serverMessage).toBe('The document is too long to export');
    expect(clicked).toEqual([]);
    expect(button).toHaveProperty('disabled', false);
    expect(button.textContent).toBe(en['doc.exportPdf']);
  });
  it('reports an export whose portal client cannot be loaded (offline) and lets the visitor try again', async () => {
    vi.mocked(callFromBrowser).mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    const { button, reported } = await exportReportingOne();
    expect(reported).toBeInstanceOf(TypeError);
    expect(clicked).toEqual([]);
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    expect(button.textContent).toBe(en['doc.exportPdf']);
  });
});

describe('pdfFileName', () => {
  it('keeps the title, drops characters file systems refuse, and falls back when nothing is left', () => {
    expect(pdfFileName('创建 Kubernetes 集群', 'doc')).toBe('创建 Kubernetes 集群.pdf');
    expect(pdfFileName('a/b\\c:d*e?"f<g>h|i', 'doc')).toBe('a b c d e f g h i.pdf');
    expect(pdfFileName('../../etc', 'doc')).toBe('etc.pdf');
    expect(pdfFileName('  ', 'document-7')).toBe('document-7.pdf');
    expect(pdfFileName('x'.repeat(300), 'doc')).toBe(`${'x'.repeat(120)}.pdf`);
  });
});
