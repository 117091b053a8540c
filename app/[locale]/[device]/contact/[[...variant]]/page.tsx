import { leadFormRoute } from '@/renderer/templates/forms/lead-form-route';

export function generateStaticParams() {
  return [];
}

// A route of its own, so the form's code is shipped only with the form page (and its /pc, /mobile variants).
const route = leadFormRoute('contact');
export const generateMetadata = route.generateMetadata;
export default route.Page;
