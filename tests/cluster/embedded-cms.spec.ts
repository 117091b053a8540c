import { expect, test } from '@playwright/test';
import { storedLeadIds } from '../../scripts/load-held/count-leads';
import { fillContactForm, sendContactForm } from '../../scripts/load-held/submitter';
import { EMBEDDED_DATABASE, instancePort } from '../../scripts/cluster/layout';

/**
 * Instances of one machine without an external CMS share the embedded CMS's SQLite file: a captcha one
 * instance showed is checked by another, and a lead sent twice with one key is stored once.
 */
test('a form shown by instance D and sent to instance E is stored once in their shared SQLite file, and again to D is not stored twice', async () => {
  const host = `localhost:${instancePort('d')}`;
  const form = await fillContactForm(instancePort('d'), 0, host);
  const before = storedLeadIds(EMBEDDED_DATABASE).size;

  const first = await sendContactForm(instancePort('e'), form);
  expect(storedLeadIds(EMBEDDED_DATABASE).has(first.receiptId), "E checked D's captcha and stored the lead").toBe(true);

  const again = await sendContactForm(instancePort('d'), form);
  expect(again.receiptId, 'the same lead, answered again').toBe(first.receiptId);
  expect(storedLeadIds(EMBEDDED_DATABASE).size).toBe(before + 1);
});
