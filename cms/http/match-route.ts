import type { Route } from './route';

export type RouteMatch = { kind: 'found'; route: Route; params: Record<string, string> } | { kind: 'wrong-method' } | { kind: 'none' };

const segmentsOf = (path: string) => path.split('/').filter(Boolean);
const isParam = (segment: string) => segment.startsWith('{') && segment.endsWith('}');

/** Literal segments beat parameters, so `/home/banners` wins over a pattern like `/{belongType}/json-modules`. */
const specificity = (route: Route) => segmentsOf(route.pattern).filter((segment) => !isParam(segment)).length;

function paramsIfMatches(pattern: string, segments: string[]): Record<string, string> | undefined {
  const parts = segmentsOf(pattern);
  if (parts.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    const segment = segments[index] ?? '';
    if (isParam(part)) params[part.slice(1, -1)] = segment;
    else if (part !== segment) return undefined;
  }
  return params;
}

export function createMatcher(routes: readonly Route[]) {
  const ordered = [...routes].sort((a, b) => specificity(b) - specificity(a));
  return function match(method: string, path: string): RouteMatch {
    const segments = segmentsOf(path);
    let pathExists = false;
    for (const route of ordered) {
      const params = paramsIfMatches(route.pattern, segments);
      if (!params) continue;
      if (route.method === method) return { kind: 'found', route, params };
      pathExists = true;
    }
    return pathExists ? { kind: 'wrong-method' } : { kind: 'none' };
  };
}
