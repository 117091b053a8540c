import { DEVICES } from '../../../data/routing/device';
import { SITE_LOCALES } from '../../../data/routing/site-locales';
import { everyTag } from './every-tag';
import type { RevalidateRequest } from './request-schema';

/** An internal path to expire; `type: 'layout'` expires every page below it. */
export type PathTarget = { path: string; type?: 'layout' };
export type RevalidationPlan = { tags: string[]; paths: PathTarget[] };

/** Every page: all routes sit below the root layout. */
const EVERY_PAGE: PathTarget = { path: '/', type: 'layout' };

/** The internal routes the proxy serves a site path from: one per site locale and device. */
export const internalPaths = (sitePath: string): string[] =>
  SITE_LOCALES.flatMap((locale) => DEVICES.map((device) => `/${locale}/${device}${sitePath === '/' ? '' : sitePath}`));

/**
 * The tag Next's `revalidatePath(path, type)` expires (`_N_T_` + path, `/layout` for a layout), written the way
 * Next 16 writes it, so the shared cache can record it before the answer. Internal paths are ASCII and have no
 * trailing slash but the root's.
 */
export const softTag = ({ path, type }: PathTarget): string => {
  const tag = `_N_T_${path}`;
  return type ? `${tag}${tag.endsWith('/') ? '' : '/'}${type}` : tag;
};

export function planRevalidation(request: RevalidateRequest): RevalidationPlan {
  const tags = new Set([...(request.all ? everyTag() : []), ...(request.tags ?? [])]);
  const paths = new Set((request.paths ?? []).flatMap(internalPaths));
  return {
    tags: [...tags],
    paths: [...(request.all ? [EVERY_PAGE] : []), ...[...paths].map((path) => ({ path }))],
  };
}
