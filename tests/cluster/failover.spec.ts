import { expect, test } from '@playwright/test';
import { runCannon } from '../../scripts/load-held/run-cannon';
import { storedLeadIds } from '../../scripts/load-held/count-leads';
import { fillContactForm, sendContactForm } from '../../scripts/load-held/submitter';
import { mockCmsClient } from '../e2e/support/mock-cms/client';
import { CMS_CONTROL_ORIGIN, instancePort, LEADS_DATABASE, NGINX_PORT } from '../../scripts/cluster/layout';
import { startInstance, stopInstance } from '../../scripts/cluster/servers';

/** An instance dying (SIGKILL, as a crash or the OOM killer would) costs visitors nothing behind nginx. */
const cms = mockCmsClient(CMS_CONTROL_ORIGIN);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test.afterEach(async () => {
  await cms.reset();
  await startInstance('b');
});

test('one instance killed during 30 s of 50 connections leaves no failed request at nginx', async () => {
  test.setTimeout(90_000);
  const load = runCannon(NGINX_PORT, 50, 30);
  await sleep(10_000);
  await stopInstance('b', 'SIGKILL');
  const result = await load;
  expect(result['2xx'], 'the load was served').toBeGreaterThan(1_000);
  expect({ '4xx': result['4xx'], '5xx': result['5xx'], errors: result.errors, timeouts: result.timeouts }).toEqual({
    '4xx': 0,
    '5xx': 0,
    errors: 0,
    timeouts: 0,
  });
});

test('a lead whose instance dies before answering is stored once: the visitor resends it through nginx with the same key', async () => {
  const form = await fillContactForm(NGINX_PORT, 1);
  const before = storedLeadIds(LEADS_DATABASE).size;
  // The CMS takes the lead only after 2 s; instance B dies once it has passed the lead on, waiting for the answer.
  await cms.override({ path: '/contact', misbehaviour: { kind: 'delay', delayMs: 2_000 } });
  await cms.resetCounts();
  const first = sendContactForm(instancePort('b'), form).then(
    () => 'answered',
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  );
  await expect.poll(async () => (await cms.counts())['POST /contact'] ?? {}, { timeout: 10_000, intervals: [50] }).not.toEqual({});
  await stopInstance('b', 'SIGKILL');
  expect(await first, 'the visitor saw the connection drop').toMatch(/socket hang up|ECONNRESET/);
  await expect.poll(() => storedLeadIds(LEADS_DATABASE).size, { message: 'the CMS stored the lead B passed on', timeout: 5_000 }).toBe(before + 1);

  await cms.reset();
  const resent = await sendContactForm(NGINX_PORT, form);
  const stored = storedLeadIds(LEADS_DATABASE);
  expect(stored.size, 'resending did not store it twice').toBe(before + 1);
  expect(stored.has(resent.receiptId), 'the answer names the stored lead').toBe(true);
});
