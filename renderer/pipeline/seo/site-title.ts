/** Whether the title already names the site as a title does: alone, `… - name` (the CMS's entries) or `name - …` (the home page's). */
const namesSite = (title: string, siteName: string) => title === siteName || title.endsWith(` - ${siteName}`) || title.startsWith(`${siteName} - `);

/** A page's title followed by the site's name, once: a title that already names the site is kept whole. */
export const siteTitle = (title: string, siteName: string): string => (namesSite(title, siteName) ? title : `${title} - ${siteName}`);
