import { expect, test } from '@playwright/test';
import { getPage } from './support/cache-sites';
import { sites, urlOn } from './support/sites';

/**
 * What rides along in every page's HTML beside the markup. The bench weighs the bytes and Lighthouse the
 * paints (issue 13); this keeps out what once cost every page about 1 KB gzip, or its hero a frame.
 */
test.skip(({ isMobile }) => isMobile, 'server HTML is requested directly: run once');

/** How often `text` occurs in `html` (plain text needs no escaping in the payload's JSON strings). */
const occurrences = (html: string, text: string): number => html.split(text).length - 1;

for (const site of sites) {
  test(`${site.label} pages carry no default Next.js error page in their payload`, async ({ request }) => {
    const page = await getPage(request, urlOn(site, '/product/enterprise-cloud'));
    expect(page.status).toBe(200);
    // The app root's own 404/403/401 (app/not-found.tsx and its siblings) replace Next's, styles and all.
    expect(page.html).not.toContain('next-error-h1');
    expect(page.html).not.toContain('This page could not be found.');
  });

  test(`${site.label} pages run no inline script before their main content`, async ({ request }) => {
    const page = await getPage(request, urlOn(site, '/'));
    expect(page.status).toBe(200);
    // A parser-inserted script in the body lets a phone paint what precedes it first: the hero then came a
    // frame later, and Lighthouse's simulated LCP with it. The announcement's hiding script is in the head.
    const beforeMain = page.html.slice(page.html.indexOf('<body'), page.html.indexOf('<main'));
    expect(beforeMain).toContain('id="announcement"');
    expect(beforeMain).not.toContain('<script');
  });

  test(`${site.label} a section's messages do not repeat the chrome's`, async ({ request }) => {
    const page = await getPage(request, urlOn(site, '/press'));
    expect(page.status).toBe(200);
    // A chrome-only message (the error toast's fallback) is in the chrome text once, not again in the news list's messages.
    const chromeOnly = site.messages['api.requestFailed'];
    expect(occurrences(page.html, chromeOnly)).toBe(1);
  });

  test(`${site.label} pages carry the error pages' and the API client's texts only when they show them`, async ({ request }) => {
    const page = await getPage(request, urlOn(site, '/product/enterprise-cloud'));
    expect(page.status).toBe(200);
    // The browser imports them when a call fails or an error page shows (renderer/i18n/messages/load-on-demand.ts).
    for (const key of ['api.malformed', 'api.network', 'error.404.title', 'error.500.title'] as const) {
      expect(occurrences(page.html, site.messages[key]), key).toBe(0);
    }
    const notFound = await getPage(request, urlOn(site, '/e2e-no-such-page'));
    expect(notFound.status).toBe(404);
    expect(notFound.html).toContain(`>${site.messages['error.404.title']}</h1>`);
  });
}
