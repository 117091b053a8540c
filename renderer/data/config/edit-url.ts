/** What an "Edit in CMS" link names: the page (`product:1104`, `page:CAREER`), the module's CMS id and the content's locale. */
export type EditUrlValues = { pageId: string; moduleId: string; locale: string };

const PLACEHOLDER = /\{(pageId|moduleId|locale)\}/g;

/** The template with each placeholder replaced by its value, encoded for a URL. */
export const fillEditUrl = (template: string, values: EditUrlValues): string =>
  template.replace(PLACEHOLDER, (_, name: keyof EditUrlValues) => encodeURIComponent(values[name]));

/** Whether `template` makes an http(s) address once filled in. */
export function isEditUrlTemplate(template: string): boolean {
  try {
    return /^https?:$/.test(new URL(fillEditUrl(template, { pageId: 'page', moduleId: 'module', locale: 'EN_US' })).protocol);
  } catch {
    return false;
  }
}
