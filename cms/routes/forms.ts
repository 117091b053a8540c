import { getDatabase } from '../db/database';
import { submitForm } from '../forms/submit';
import { post, type Route, type RouteGuard } from '../http/route';

/** Lead forms take bodies from the site's own pages only (their size: `maxBodyBytesFor`). */
export const FORM_GUARD: RouteGuard = { sameOrigin: true };

export const formRoutes: Route[] = [
  post('/contact', (context) => submitForm('contact', context, getDatabase()), FORM_GUARD),
  post('/compatibility_apply', (context) => submitForm('compatibility', context, getDatabase()), FORM_GUARD),
  post('/contact/investment', (context) => submitForm('investment', context, getDatabase()), FORM_GUARD),
];
