import { describe, expect, it, vi } from 'vitest';
import { getDatabase } from '../db/database';
import { FORM_CASES, leadCount, TestBrowser, withTempDatabase, type Answer, type FormCase } from '../forms/form-requests.testing';
import { decodeProof, encodeProof } from './proof-payload';
import { issueChallenge } from './issue-challenge';
import { PROOF_POLICY } from './proof-policy';

withTempDatabase();

const REFUSED = { status: 422, code: '42200003', message: '安全校验未通过，请重新提交' };
function contactCase(): FormCase {
  const [first] = FORM_CASES;
  if (!first) throw new Error('no contact form case');
  return first;
}
const contact = contactCase();

/** A browser with a read captcha, and the contact body it would send with `proofOfWork`. */
async function ready(proofOfWork?: string) {
  const browser = new TestBrowser();
  const code = await browser.solvedCaptcha();
  const body: Record<string, unknown> = { ...contact.body('ZH_CN', code), proofOfWork: proofOfWork ?? (await browser.proof()) };
  return { browser, body };
}
const send = async (proofOfWork?: string): Promise<Answer> => {
  const { browser, body } = await ready(proofOfWork);
  return browser.post(contact.path, body);
};
/** A solved proof with one part of it changed after solving. */
async function tampered(change: (payload: NonNullable<ReturnType<typeof decodeProof>>) => void): Promise<string> {
  const payload = decodeProof(await new TestBrowser().proof());
  if (!payload) throw new Error('the test proof did not decode');
  change(payload);
  return encodeProof(payload);
}

describe('the proof of work a lead carries', () => {
  it('a solved, fresh proof is accepted and the lead stored', async () => {
    expect((await send()).code).toBe('0');
    expect(leadCount()).toBe(1);
  });

  it('a submission without one breaks the form rules', async () => {
    const { browser, body } = await ready();
    const { proofOfWork: _dropped, ...without } = body;
    expect(await browser.post(contact.path, without)).toMatchObject({
      status: 422,
      code: '42200001',
      message: expect.stringContaining('缺少字段 proofOfWork'),
    });
    expect(leadCount()).toBe(0);
  });

  it.each([
    ['not base64 JSON', async () => 'bm90IGpzb24='],
    ['a wrong counter', () => tampered((p) => (p.solution.counter += 1))],
    ['a derived key that does not start with the prefix', () => tampered((p) => (p.solution.derivedKey = `ff${p.solution.derivedKey.slice(2)}`))],
    ['an easier challenge than was signed', () => tampered((p) => (p.challenge.parameters.keyPrefix = '0'))],
    ['a later expiry than was signed', () => tampered((p) => (p.challenge.parameters.expiresAt += 3600))],
    ['a signature of its own', () => tampered((p) => (p.challenge.signature = '0'.repeat(64)))],
  ])('%s is refused, nothing stored', async (_, proof) => {
    expect(await send(await proof())).toMatchObject(REFUSED);
    expect(leadCount()).toBe(0);
  });

  it('is single-use: a second submission carrying a spent proof is refused', async () => {
    const proof = await new TestBrowser().proof();
    expect((await send(proof)).code).toBe('0');
    expect(await send(proof)).toMatchObject(REFUSED);
    expect(leadCount()).toBe(1);
  });

  it('is spent by a refused submission too (a wrong captcha), so each guess costs a proof', async () => {
    const proof = await new TestBrowser().proof();
    const { browser, body } = await ready(proof);
    expect((await browser.post(contact.path, { ...body, verifyCode: body.verifyCode === 'AAAA' ? 'CCCC' : 'AAAA' })).code).toBe('42200002');
    expect(await send(proof)).toMatchObject(REFUSED);
  });

  it('a retry of the same submission (same Idempotency-Key) may carry it again and gets the first receipt', async () => {
    const { browser, body } = await ready();
    const headers = { 'idempotency-key': 'retry-0001' };
    const first = await browser.post(contact.path, body, 'ZH_CN', headers);
    const again = await browser.post(contact.path, body, 'ZH_CN', headers);
    expect(first.code).toBe('0');
    expect(again).toMatchObject({ code: '0', data: first.data });
    expect(leadCount()).toBe(1);
  });

  it(`expires ${PROOF_POLICY.ttlMs / 60_000} minutes after its challenge was issued`, async () => {
    const proof = await new TestBrowser().proof();
    vi.setSystemTime(Date.now() + PROOF_POLICY.ttlMs + 1000);
    expect(await send(proof)).toMatchObject(REFUSED);
  });

  it('spent proofs are forgotten once expired (the table stays bounded)', async () => {
    expect((await send()).code).toBe('0');
    vi.setSystemTime(Date.now() + PROOF_POLICY.ttlMs + 60_000);
    expect((await send()).code).toBe('0');
    expect(getDatabase().prepare('SELECT count(*) AS n FROM spent_proofs').get()).toEqual({ n: 1 });
  });

  it('the challenge costs CMS_PROOF_OF_WORK_COST PBKDF2 iterations an attempt, one attempt in 256 succeeding', async () => {
    vi.stubEnv('CMS_PROOF_OF_WORK_COST', '1234');
    const { parameters } = await issueChallenge(getDatabase());
    expect(parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 1234, keyPrefix: '00' });
    expect(parameters.expiresAt).toBe(Math.floor((Date.now() + PROOF_POLICY.ttlMs) / 1000));
  });
});
