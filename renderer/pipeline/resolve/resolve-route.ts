import { isDetailKind, type DetailKind } from '@/schemas/detail';
import { hrefSchema } from '@/schemas/link';
import { TOP_MENU_CODES, type MenuItem, type TopMenuCode } from '@/schemas/menu';
import { isOneOf } from '@/schemas/one-of';

export type RouteTarget =
  | { kind: 'home' }
  | { kind: 'detail'; detailKind: DetailKind; node: MenuItem; trail: readonly MenuItem[] }
  | { kind: 'redirect'; to: string }
  | { kind: 'not-found' };

type Located = { node: MenuItem; trail: readonly MenuItem[] };

const isTopMenuCode = (code: string): code is TopMenuCode => isOneOf(TOP_MENU_CODES, code);
/** Only site paths may become redirects; `hrefSchema` refuses the forms browsers read as another host (`//x`, `/\\x`, tabs). */
const isSitePath = (path: string | null | undefined): path is string => !!path && path.startsWith('/') && hrefSchema.safeParse(path).success;

const matchesSegment = (item: MenuItem, segment: string) => item.menuCode === segment || String(item.id) === segment;

function* descendants(items: readonly MenuItem[], trail: readonly MenuItem[] = []): Generator<Located> {
  for (const node of items) {
    yield { node, trail };
    yield* descendants(node.children, [...trail, node]);
  }
}

/** Every intermediate segment names an ancestor, in order; ancestors may be skipped (`/product/{id?}/{id}`). */
function ancestorsMatch(trail: readonly MenuItem[], segments: readonly string[]): boolean {
  let from = 0;
  for (const segment of segments) {
    const at = trail.findIndex((ancestor, index) => index >= from && matchesSegment(ancestor, segment));
    if (at === -1) return false;
    from = at + 1;
  }
  return true;
}

/**
 * Route to menu node, for every route form of a menu page: `/product/{id}`, `/solution/{id}`,
 * `/service/{id}`, `/product/{id?}/{id}`, `/service/{id}/{id}`, `/{top}/{menuCode}`,
 * `/{top}/{category}/{menuCode}`. A segment is a menuCode or a numeric id. A page reached by any
 * address other than its menu path is redirected there, so each page has one address.
 */
export function resolveRoute(segments: readonly string[], menus: readonly MenuItem[]): RouteTarget {
  const [top, ...rest] = segments;
  if (top === undefined) return { kind: 'home' };
  const target = rest.at(-1);
  if (!isTopMenuCode(top) || target === undefined) return { kind: 'not-found' };
  const topNode = menus.find((item) => item.menuCode === top);
  if (!topNode) return { kind: 'not-found' };

  const located = [...descendants(topNode.children)].find(({ node, trail }) => matchesSegment(node, target) && ancestorsMatch(trail, rest.slice(0, -1)));
  if (!located || located.node.classify) return { kind: 'not-found' };

  const { node, trail } = located;
  const requested = `/${segments.join('/')}`;
  if (isSitePath(node.path) && node.path !== requested) return { kind: 'redirect', to: node.path };
  if (!isDetailKind(node.type)) return { kind: 'not-found' };
  return { kind: 'detail', detailKind: node.type, node, trail: [topNode, ...trail] };
}
