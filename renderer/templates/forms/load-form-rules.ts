/**
 * The lead forms' zod rules and payload builders (schemas/forms.ts), loaded with a form's first focus or
 * attempt rather than with the page: zod's core is most of a form page's own script (about 23 KB gzip).
 */
export const loadFormRules = () => import('@/schemas/forms');
