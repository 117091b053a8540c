import { render, screen } from '@testing-library/react';
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type { LanguageCode } from '@/schemas/locale';
import { SiteMessages } from '../../i18n/site-messages.testing';

/** Under jsdom the global Request is Node's: it has no page to resolve '/api/…' against and refuses jsdom's AbortSignal. */
class PageRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, { ...init, signal: undefined });
  }
}

/** A 1×1 PNG: what the picture-code path answers in these tests. */
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='), (c) => c.charCodeAt(0));

export type Submission = { path: string; body: Record<string, unknown> };
type Answer = { status?: number; code: string; message: string };
export type LeadPortal = {
  captchaLoads: number;
  /** Proof-of-work challenges handed out (cost 1: solved at once). */
  proofLoads: number;
  submissions: Submission[];
  /** How the next submissions are answered; success unless a test says otherwise. */
  answer: Answer;
  /** When set, the picture-code path refuses with this answer. */
  captchaRefusal: Answer | undefined;
};

/** The browser's view of the portal API, served by msw on the page's own origin. */
export function serveLeadPortal(): LeadPortal {
  const state: LeadPortal = { captchaLoads: 0, proofLoads: 0, submissions: [], answer: { code: '0', message: 'ok' }, captchaRefusal: undefined };
  const api = (path: string) => new URL(`/api/portal/v1${path}`, window.location.origin).href;
  const submit = (path: string) =>
    http.post(api(path), async ({ request }) => {
      const body: unknown = await request.json();
      state.submissions.push({ path, body: typeof body === 'object' && body !== null ? { ...body } : {} });
      const { status = 200, code, message } = state.answer;
      return HttpResponse.json({ code, message, data: code === '0' ? { id: 'lead-1', receivedAt: '2026-05-01T00:00:00Z' } : null }, { status });
    });
  const server = setupServer(
    http.get(api('/picture-code'), () => {
      state.captchaLoads += 1;
      const refusal = state.captchaRefusal;
      if (refusal) return HttpResponse.json({ code: refusal.code, message: refusal.message, data: null }, { status: refusal.status ?? 200 });
      return new HttpResponse(PNG, { headers: { 'content-type': 'image/png' } });
    }),
    http.get(api('/proof-of-work'), async () => {
      state.proofLoads += 1;
      const expiresAt = Math.floor(Date.now() / 1000) + 600;
      // One attempt in 16 (the CMS asks 1 in 256): the form's tests wait for text, not for work.
      const challenge = await createChallenge({
        algorithm: 'PBKDF2/SHA-256',
        cost: 1,
        keyPrefix: '0',
        deriveKey,
        expiresAt,
        hmacSignatureSecret: 'lead-form-tests',
      });
      return HttpResponse.json({ code: '0', message: 'ok', data: challenge });
    }),
    submit('/contact'),
    submit('/compatibility_apply'),
    submit('/contact/investment'),
  );

  let urls = 0;
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    // What a form loads on demand (the proof-of-work solver at its first focus, its rules and the portal client at
    // its first send): seconds on a busy machine, paid here once rather than inside a test's wait for text.
    await Promise.all([import('./solve-proof'), import('@/schemas/forms'), import('../../data/api/call-portal'), import('../../data/api/browser-portal')]);
  }, 60_000);
  beforeEach(() => {
    state.captchaLoads = 0;
    state.proofLoads = 0;
    state.submissions = [];
    state.answer = { code: '0', message: 'ok' };
    state.captchaRefusal = undefined;
    vi.stubGlobal('Request', PageRequest);
    // jsdom has no object URLs; each image gets a distinct one, as in a browser.
    URL.createObjectURL = vi.fn(() => `blob:${window.location.origin}/captcha-${(urls += 1)}`);
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    server.resetHandlers();
    vi.unstubAllGlobals();
  });
  afterAll(() => server.close());
  return state;
}

/** Renders a client leaf under the layout's react-intl provider for the locale. */
export function renderInLocale(locale: LanguageCode, ui: ReactNode) {
  return render(<SiteMessages locale={locale}>{ui}</SiteMessages>);
}

/** A field's accessible label as a pattern: the required mark '*' is hidden from assistive technology but part of the text. */
export const labelled = (label: string) => new RegExp(`^\\*?${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
export const field = (label: string) => screen.getByLabelText(labelled(label));
/** The current value of a text input, textarea or select found by its label. */
export function inputValue(label: string): string | undefined {
  const element = field(label);
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement ? element.value : undefined;
}
