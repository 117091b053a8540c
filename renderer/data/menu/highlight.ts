import { HREF_MAX_LENGTH, isSafeHref } from '@/schemas/safe-href';
import type { MenuItem, TopMenuCode } from '@/schemas/menu';

/** Paths that highlight a top-level item besides its own subtree. */
export const EXTRA_HIGHLIGHT_PATHS: Partial<Record<TopMenuCode, readonly string[]>> = {
  about: ['/company', '/contact', '/career'],
  resources: ['/cases'],
};

// The proxy's internal segments, in case a render sees the rewritten path instead of the visible one.
const INTERNAL_PREFIX = /^\/(?:ZH_CN|EN_US|JA_JP|KO_KR)\/(?:desktop|mobile)(?=\/|$)/;

/** The visible site path: no query or hash, no internal /{locale}/{device} prefix, no trailing slash. */
export function sitePath(pathname: string): string {
  const bare = (pathname.split(/[?#]/)[0] ?? '').replace(INTERNAL_PREFIX, '');
  const trimmed = bare.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

const isSitePath = (path: string | null | undefined): path is string =>
  typeof path === 'string' && path.trim().length <= HREF_MAX_LENGTH && isSafeHref(path.trim()) && path.startsWith('/');

/**
 * The path prefixes under which a top-level item is the current one: every site path in its subtree,
 * its own /{topMenuCode} segment (dynamic menu paths) and EXTRA_HIGHLIGHT_PATHS. Never '/' itself, and
 * none below another one.
 */
export function highlightPrefixes(top: MenuItem): string[] {
  const paths: string[] = [`/${top.menuCode}`, ...(EXTRA_HIGHLIGHT_PATHS[top.type] ?? [])];
  const walk = (item: MenuItem) => {
    if (isSitePath(item.path)) paths.push(sitePath(item.path));
    item.children.forEach(walk);
  };
  walk(top);
  const unique = [...new Set(paths)].filter((path) => path !== '/');
  // A path below another prefix adds nothing (isInside already counts it), only bytes in every page.
  return unique.filter((path) => !unique.some((other) => path.startsWith(`${other}/`)));
}

/** True when `pathname` is one of the prefixes or below one: /product/enterprise-storage/object-storage is inside /product. */
export function isInside(pathname: string, prefixes: readonly string[]): boolean {
  const path = sitePath(pathname);
  return prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
