import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { compatibilityPayloadRules, contactPayloadRules, investmentPayloadRules, partnershipPayloadRules, type FormReceipt } from '@/schemas/forms';
import type { LanguageCode } from '@/schemas/locale';
import { checkCaptcha } from '../captcha/captcha-service';
import { visitorOf } from '../captcha/visitor';
import type { Db } from '../db/database';
import { insertLead, leadByKey, type FormType } from '../db/leads';
import { CmsFailure } from '../http/envelope';
import { spendProofOfWork } from '../proof-of-work/spend-proof-of-work';
import type { RouteContext } from '../http/route';
import { finishFill, isTooFast } from './fill-time';
import { issueMessage, pickIssue } from './issue-message';
import { serverText, type ServerTextKey } from './messages';
import { idempotencyKeyOf, submissionHash } from './submission-key';

/** The endpoints; POST /contact carries two forms, told apart by `type`. */
export type FormEndpoint = 'contact' | 'compatibility' | 'investment';

/** What every payload has besides the visitor's fields. */
type Envelope = { verifyCode: string; pictureType: string; website2: string; startedAt: number; proofOfWork: string };
type Rules = z.core.$ZodType<Envelope & Record<string, unknown>>;

function rulesFor(endpoint: FormEndpoint, body: Record<string, unknown>, locale: LanguageCode): { formType: FormType; rules: Rules } {
  switch (endpoint) {
    case 'compatibility':
      return { formType: 'compatibility', rules: compatibilityPayloadRules(locale) };
    case 'investment':
      return { formType: 'investment', rules: investmentPayloadRules(locale) };
    case 'contact':
      if (body.type === 'partnership') return { formType: 'partnership', rules: partnershipPayloadRules(locale) };
      if (body.type === 'contact' || body.type === undefined) return { formType: 'contact', rules: contactPayloadRules(locale) };
      throw new CmsFailure('invalidForm', serverText(locale, 'unknownFormType', { type: JSON.stringify(body.type) ?? '' }));
  }
}

type Outcome = { ok: true; receipt: FormReceipt } | { ok: false; name: 'captchaInvalid' | 'botSuspected' | 'conflict'; text: ServerTextKey };

/**
 * POST /contact, /compatibility_apply, /contact/investment: the payload rules of the request's
 * language, then replay, bot traps and captcha, then the lead, all in one write transaction.
 */
export async function submitForm(endpoint: FormEndpoint, { body, locale, request }: RouteContext, db: Db, now = Date.now()): Promise<FormReceipt> {
  const raw = typeof body === 'object' && body !== null && !Array.isArray(body) ? { ...body } : {};
  const { formType, rules } = rulesFor(endpoint, raw, locale);
  const parsed = z.safeParse(rules, raw);
  if (!parsed.success) {
    const issue = pickIssue(parsed.error.issues);
    throw new CmsFailure('invalidForm', issue ? issueMessage(issue, raw, locale) : serverText(locale, 'botRejected'));
  }
  const { verifyCode, pictureType: _picture, website2, startedAt, proofOfWork, ...fields } = parsed.data;
  const fieldsHash = submissionHash(formType, locale, fields, startedAt);
  const visitor = visitorOf(request);
  const idempotencyKey = idempotencyKeyOf(request, fieldsHash, visitor);
  if (idempotencyKey === undefined) throw new CmsFailure('badRequest', serverText(locale, 'badIdempotencyKey'));
  await spendProofOfWork(db, proofOfWork, idempotencyKey, locale, now);

  const outcome = db
    .transaction((): Outcome => {
      // A retry of a stored submission from the same browser answers its receipt again and stores nothing.
      const earlier = leadByKey(db, idempotencyKey);
      if (earlier) {
        if (earlier.fieldsHash !== fieldsHash) return { ok: false, name: 'conflict', text: 'idempotencyConflict' };
        return { ok: true, receipt: { id: earlier.id, receivedAt: earlier.receivedAt } };
      }
      if (website2 !== '') return { ok: false, name: 'botSuspected', text: 'botRejected' };
      // Checked before the captcha, so a too-fast try leaves it for the next one.
      if (isTooFast(db, visitor, now)) return { ok: false, name: 'botSuspected', text: 'tooFast' };
      const verdict = checkCaptcha(db, visitor, verifyCode, now);
      if (!verdict.ok) return { ok: false, name: 'captchaInvalid', text: verdict.reason };
      const receipt = { id: randomUUID(), receivedAt: new Date(now).toISOString() };
      insertLead(db, { ...receipt, formType, locale, fields, idempotencyKey, fieldsHash });
      if (visitor !== undefined) finishFill(db, visitor);
      return { ok: true, receipt };
    })
    .immediate();
  if (!outcome.ok) throw new CmsFailure(outcome.name, serverText(locale, outcome.text));
  return outcome.receipt;
}
