import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Result } from 'axe-core';

/** WCAG 2.1 A and AA, plus axe's best practices (landmarks, heading order, unique names). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** What fails a page: axe's two highest impacts. Moderate and minor findings are reported, not failed. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/** One line per offending element: impact, rule, target and what axe says to fix, then the page it was on. */
const describe = (where: string) => (violation: Result) =>
  violation.nodes.map(
    (node) => `[${violation.impact ?? 'unknown'}] ${violation.id} at ${node.target.join(' ')} on ${where}: ${node.failureSummary ?? violation.help}`,
  );

export type AxeFindings = { failing: string[]; reported: string[] };

/**
 * Runs axe over the page as it is now and splits its violations into failing and merely reported lines.
 * Legacy mode runs axe inside the page (our pages have no cross-origin frames) instead of finishing the run
 * in a fresh tab, and only violations are collected: a page check takes a third of the time, which kept
 * the module gallery inside its test timeout on a busy two-worker run.
 */
export async function axeFindings(page: Page, where: string): Promise<AxeFindings> {
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] }) // before withTags: options() replaces what withTags sets
    .withTags(AXE_TAGS)
    .setLegacyMode(true)
    .analyze();
  const failing = results.violations.filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''));
  const reported = results.violations.filter((violation) => !FAILING_IMPACTS.has(violation.impact ?? ''));
  return { failing: failing.flatMap(describe(where)), reported: reported.flatMap(describe(where)) };
}
