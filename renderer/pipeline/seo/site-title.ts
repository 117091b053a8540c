import type { Metadata } from 'next';

/**
 * The layout's title rule: every page's title is followed by the site's name (the CMS's `default` entry title).
 * No default: the error views name themselves with a `<title>` of their own, which a default would come before.
 */
export const siteTitleTemplate = (siteName: string | undefined): Metadata['title'] => (siteName ? { template: `%s - ${siteName}` } : undefined);

/** Whether the title already names the site as a title does: alone, `… - name` (the CMS's entries) or `name - …` (the home page's). */
const namesSite = (title: string, siteName: string) => title === siteName || title.endsWith(` - ${siteName}`) || title.startsWith(`${siteName} - `);

/** A title that already names the site is kept whole, not named twice; any other gets the layout's template. */
export const pageTitle = (title: string | undefined, siteName: string | undefined): Metadata['title'] =>
  title && siteName && namesSite(title, siteName) ? { absolute: title } : title;
