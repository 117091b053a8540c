import type { Page } from '@playwright/test';
import { readEnv } from '../../../renderer/data/config/env';

/** The Chinese pages' third-party chat widget host (the servers inherit this environment); unreachable on test machines. */
const CHAT_ORIGIN = readEnv().CHAT_ORIGIN;

/**
 * Every console error and uncaught page error from now on. Two kinds are left out: Next's background
 * prefetch (`?_rsc=`) of a linked page that answers 404 (a dead link, not a defect of the page being
 * checked; `navigation.spec.ts` checks where links lead), and the chat widget's script failing to load
 * from its third-party host (pages must work without it; `client-behaviour.spec.ts` checks they do).
 * Everything else counts: a failed image, stylesheet or script load, a hydration mismatch, a thrown error.
 */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  const deadPrefetches = new Set<string>();
  page.on('response', (response) => {
    if (response.status() === 404 && new URL(response.url()).searchParams.has('_rsc')) deadPrefetches.add(response.url());
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const at = message.location().url;
    if (at && (deadPrefetches.has(at) || at.startsWith(`${CHAT_ORIGIN}/`))) return;
    errors.push(`console.error: ${message.text()} (at ${at || 'unknown'})`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/** Lets hydration and late requests finish, so their errors are reported before the check. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}
