import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { solveProofChallenge } from '../../cms/proof-of-work/solve-challenge';
import { toContactPayload } from '../../schemas/forms';
import type { LanguageCode } from '../../schemas/locale';
import { proofChallengeSchema } from '../../schemas/proof-of-work';
import { send, type Sent } from './http-send';

/** The server refuses a form sent within 3 s of its first image, by its own clock (cms/forms/fill-time.ts MIN_FILL_MS); people take longer. */
const FILL_MS = 3_500;
const API = '/api/portal/v1';

const envelopeSchema = z.object({ code: z.string(), message: z.string().nullish(), data: z.unknown() });
const codeSchema = z.object({ code: z.string().length(4) });
const receiptSchema = z.object({ id: z.string().min(1), receivedAt: z.string() });

export type Submission = { index: number; ok: true; receiptId: string; ms: number } | { index: number; ok: false; reason: string };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function envelopeOf(answer: Sent, what: string): z.infer<typeof envelopeSchema> {
  if (answer.status !== 200) throw new Error(`${what}: HTTP ${answer.status} ${answer.text.slice(0, 200)}`);
  return envelopeSchema.parse(JSON.parse(answer.text));
}

/** A contact form filled in and ready to send: where, the visitor's cookie, and the exact request. */
export type FilledForm = { host: string; headers: Record<string, string>; body: string };

/**
 * One person filling in the contact form, as the browser does: the form is shown (the captcha image is
 * fetched with a cookie jar of its own), the captcha is read (here through the test hook), and the fields
 * are filled for FILL_MS while the proof of work is solved. The form carries the site's own Origin, an empty
 * honeypot, the proof and an Idempotency-Key.
 */
export async function fillContactForm(port: number, index: number, host = index % 2 === 1 ? `en.localhost:${port}` : `localhost:${port}`): Promise<FilledForm> {
  const locale: LanguageCode = host.startsWith('en.') ? 'EN_US' : 'ZH_CN';
  const english = locale === 'EN_US';
  const image = await send({ port, host, path: `${API}/picture-code?pictureType=us&lang=${locale}&t=${Math.random()}` });
  if (image.status !== 200) throw new Error(`captcha image: HTTP ${image.status}`);
  // Counted from the image's arrival: the server's clock started when it drew it, however slow the answer was.
  const startedAt = Date.now();
  const cookie = image.setCookies.map((line) => line.split(';')[0] ?? '').join('; ');
  const hook = envelopeOf(await send({ port, host, path: `${API}/picture-code/test-answer?lang=${locale}`, headers: { cookie } }), 'captcha answer');
  const verifyCode = codeSchema.parse(hook.data).code;

  // The proof of work is solved while the person types, as the form does.
  const challenge = envelopeOf(await send({ port, host, path: `${API}/proof-of-work?lang=${locale}` }), 'proof-of-work challenge');
  const proofOfWork = await solveProofChallenge(proofChallengeSchema.parse(challenge.data));
  await sleep(Math.max(0, startedAt + FILL_MS - Date.now()));
  const values = {
    name: `压测${index}`,
    firstName: `Load${index}`,
    lastName: `Tester`,
    companyName: `Load held ${index}`,
    mobile: english ? '+1 (555) 010-0000' : '13800138000',
    verifyCode,
  };
  const body = JSON.stringify({ ...toContactPayload(values, locale, { startedAt, proofOfWork }), lang: locale });
  return { host, body, headers: { cookie, origin: `http://${host}`, 'content-type': 'application/json', 'idempotency-key': randomUUID() } };
}

/** Sends a filled form to the server on `port` (its Host stays the form's); resolves with the receipt id. */
export async function sendContactForm(port: number, form: FilledForm): Promise<{ receiptId: string; ms: number }> {
  const answer = await send({ port, host: form.host, method: 'POST', path: `${API}/contact`, headers: form.headers, body: form.body });
  const envelope = envelopeOf(answer, 'submission');
  if (envelope.code !== '0') throw new Error(`submission refused: ${envelope.code} ${envelope.message ?? ''}`);
  return { receiptId: receiptSchema.parse(envelope.data).id, ms: answer.ms };
}

/** One person filling in and sending the contact form on the site at `port`. */
export async function submitContactForm(port: number, index: number): Promise<Submission> {
  try {
    const receipt = await sendContactForm(port, await fillContactForm(port, index));
    return { index, ok: true, ...receipt };
  } catch (error) {
    return { index, ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}
