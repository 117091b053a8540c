import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { z } from 'zod';
import {
  toCompatibilityPayload,
  toContactPayload,
  toInvestmentPayload,
  toPartnershipPayload,
  type CompatibilityFormValues,
  type ContactFormValues,
  type InvestmentFormValues,
  type PartnershipFormValues,
} from '@/schemas/forms';
import type { LanguageCode } from '@/schemas/locale';
import { resetCaptchaLimits } from '../captcha/captcha-service';
import { visitorOf } from '../captcha/visitor';
import { peekCaptcha } from '../db/captchas';
import { closeDatabase, getDatabase } from '../db/database';
import { countLeads } from '../db/leads';
import { proofChallengeSchema } from '@/schemas/proof-of-work';
import { solveProofChallenge } from '../proof-of-work/solve-challenge';
import { CMS_BASE_PATH, handleCmsRequest } from '../handler';

// Helpers for tests that drive the lead forms through handleCmsRequest as a browser would.

export const ZH_SITE = 'http://localhost:3000';
export const EN_SITE = 'http://en.localhost:3000';
export const siteOf = (locale: LanguageCode) => (locale === 'ZH_CN' ? ZH_SITE : EN_SITE);

/** How long a person takes to read the image and fill in the form. */
export const PERSON_FILL_MS = 10_000;

/**
 * A fresh database file, fresh rate limits and a test clock for every test: `Date` stands still until
 * a test (or `solvedCaptcha`) moves it, so the server's fill time is what the test says it is.
 */
export function withTempDatabase(): () => string {
  let dir = '';
  // A browser's first image and proof load the CMS's routes, sharp and the proof library: seconds on a busy
  // machine, paid here once (in the setup's in-memory database) rather than in the file's first case.
  beforeAll(async () => {
    const browser = new TestBrowser(undefined, '192.0.2.250');
    await browser.captcha();
    await browser.proof();
    closeDatabase();
    resetCaptchaLimits();
  }, 60_000);
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-forms-'));
    vi.stubEnv('CMS_DATABASE_PATH', path.join(dir, 'db', 'leads.sqlite'));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T08:00:00Z'));
    closeDatabase();
    resetCaptchaLimits();
  });
  afterEach(() => {
    closeDatabase();
    vi.unstubAllEnvs();
    vi.useRealTimers();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return () => path.join(dir, 'db', 'leads.sqlite');
}

export const leadCount = () => countLeads(getDatabase());

const envelopeSchema = z.strictObject({ code: z.string(), message: z.string(), data: z.unknown() });
export type Answer = { status: number; code: string; message: string; data: unknown; headers: Headers };

export async function readEnvelope(response: Response): Promise<Answer> {
  const envelope = envelopeSchema.parse(await response.json());
  return { status: response.status, headers: response.headers, ...envelope };
}

type RequestOptions = { headers?: Record<string, string>; query?: Record<string, string> };

/** One browser: its cookie jar, its address (null: none the server can see) and the site it is on. */
export class TestBrowser {
  cookie: string | undefined;

  constructor(
    readonly site = ZH_SITE,
    readonly address: string | null = '203.0.113.7',
  ) {}

  async send(pathname: string, init: RequestInit & RequestOptions = {}): Promise<Response> {
    const url = new URL(`${CMS_BASE_PATH}${pathname}`, this.site);
    for (const [key, value] of Object.entries(init.query ?? {})) url.searchParams.set(key, value);
    const headers = new Headers(init.headers);
    headers.set('host', url.host);
    if (this.cookie && !headers.has('cookie')) headers.set('cookie', this.cookie);
    const response = await handleCmsRequest(new Request(url, { ...init, headers }), { remoteAddress: this.address ?? undefined });
    const set = response.headers.get('set-cookie');
    if (set) this.cookie = set.split(';')[0];
    return response;
  }

  /** GET the captcha image as the form does: pictureType=us, the language and a cache-buster. */
  captcha(lang: LanguageCode = 'ZH_CN', options: RequestOptions = {}): Promise<Response> {
    return this.send('/picture-code', { ...options, query: { pictureType: 'us', lang, t: String(Math.random()), ...options.query } });
  }

  /** The answer the server keeps for this browser (read from the database, not the markup). */
  answer(): string {
    const visitor = this.cookie ? visitorOf(new Request(ZH_SITE, { headers: { cookie: this.cookie } })) : undefined;
    const stored = visitor ? peekCaptcha(getDatabase(), visitor) : undefined;
    if (!stored) throw new Error('this browser has no captcha');
    return stored.answer;
  }

  /** A fetched captcha's answer, read and typed as a person does: the test clock moves on PERSON_FILL_MS. */
  async solvedCaptcha(lang: LanguageCode = 'ZH_CN'): Promise<string> {
    const response = await this.captcha(lang);
    if (response.status !== 200) throw new Error(`captcha answered ${response.status}`);
    vi.setSystemTime(Date.now() + PERSON_FILL_MS);
    return this.answer();
  }

  /** A solved proof of work, as the page solves one before sending. */
  async proof(): Promise<string> {
    const answer = await readEnvelope(await this.send('/proof-of-work'));
    return solveProofChallenge(proofChallengeSchema.parse(answer.data));
  }

  /**
   * POST JSON from the site's own page (Origin set), `lang` added as the portal client does; an object body
   * whose `proofOfWork` is '' gets a freshly solved one, as the page sends.
   */
  async post(pathname: string, body: unknown, lang: LanguageCode = 'ZH_CN', headers: Record<string, string> = {}): Promise<Answer> {
    const proved = isRecord(body) && body.proofOfWork === '' ? { ...body, proofOfWork: await this.proof() } : body;
    const payload = isRecord(proved) ? { ...proved, lang } : proved;
    const response = await this.send(pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: this.site, ...headers },
      body: JSON.stringify(payload),
    });
    return readEnvelope(response);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What a browser says about when its form was shown (the server does not go by it). */
export const shownAt = () => Date.now() - PERSON_FILL_MS;
/** A payload's extras; the empty proof asks `post` to solve one. */
export const formExtras = () => ({ startedAt: shownAt(), proofOfWork: '' });

export const contactValues = (overrides: Partial<ContactFormValues> = {}): ContactFormValues => ({
  name: '张三',
  firstName: 'Ada',
  lastName: 'Lovelace',
  companyName: '示例科技有限公司',
  mobile: '13812345678',
  verifyCode: 'ABCD',
  ...overrides,
});
export const partnershipValues = (overrides: Partial<PartnershipFormValues> = {}): PartnershipFormValues => ({
  companyName: 'Example Ltd',
  name: 'Ada Lovelace',
  mobile: '13812345678',
  email: 'ada@example.com',
  cooperationType: 'technology',
  industry: 'finance',
  content: '',
  verifyCode: 'ABCD',
  ...overrides,
});
export const compatibilityValues = (overrides: Partial<CompatibilityFormValues> = {}): CompatibilityFormValues => ({
  name: '张三',
  companyName: '示例科技有限公司',
  mobile: '010-12345678',
  website: 'https://example.com',
  productName: 'ExampleDB',
  productType: '数据库',
  applyArea: '金融',
  demand: '',
  verifyCode: 'ABCD',
  ...overrides,
});
export const investmentValues = (overrides: Partial<InvestmentFormValues> = {}): InvestmentFormValues => ({
  investorType: 'institutional',
  institutionName: '示例资本',
  name: '张三',
  mobile: '13812345678',
  email: 'ir@example.com',
  landline: '',
  visitorCount: 3,
  note: '',
  verifyCode: 'ABCD',
  ...overrides,
});

export type FormCase = { form: string; path: string; body: (locale: LanguageCode, verifyCode: string) => Record<string, unknown> };

/** Each form with a valid body for a given language and captcha answer. */
export const FORM_CASES: FormCase[] = [
  {
    form: 'contact',
    path: '/contact',
    body: (locale, verifyCode) =>
      toContactPayload(contactValues({ verifyCode, mobile: locale === 'ZH_CN' ? '13812345678' : '+1 (555) 010-9999' }), locale, formExtras()),
  },
  {
    form: 'partnership',
    path: '/contact',
    body: (locale, verifyCode) => toPartnershipPayload(partnershipValues({ verifyCode }), locale, formExtras()),
  },
  {
    form: 'compatibility',
    path: '/compatibility_apply',
    body: (locale, verifyCode) => toCompatibilityPayload(compatibilityValues({ verifyCode }), locale, formExtras()),
  },
  {
    form: 'investment',
    path: '/contact/investment',
    body: (locale, verifyCode) => toInvestmentPayload(investmentValues({ verifyCode }), locale, formExtras()),
  },
];
