/**
 * Where a visitor switching language lands: the same page when the other language has it (query kept),
 * else its closest section that exists there, else the home page. `/press/60190` → `/press` → `/`.
 */
export function nearestPage(pathWithQuery: string, exists: (pathname: string) => boolean): string {
  const [pathname = '/', query] = pathWithQuery.split(/\?(.*)/s);
  if (exists(pathname)) return query ? `${pathname}?${query}` : pathname;
  const segments = pathname.split('/').filter(Boolean);
  while (segments.length > 0) {
    segments.pop();
    const section = `/${segments.join('/')}`;
    if (segments.length > 0 && exists(section)) return section;
  }
  return '/';
}
