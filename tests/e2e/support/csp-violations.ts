import type { Page } from '@playwright/test';

/**
 * Every Content Security Policy violation the browser reports on `page` from now on (the `securitypolicyviolation`
 * event and Chromium's console line), as `url: message` lines.
 */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return violations;
}
