import { moduleViewSchema } from '@/schemas/detail';
import { hrefSchema, imageUrlSchema } from '@/schemas/link';
import { recommendationContentSchema, recommendDetailsSchema, type RecommendationContent, type RecommendItem } from '@/schemas/recommendation';
import { describeEntry, describeIssue, type DropEntry } from '../../pipeline/parse/drop-report';

export type SidebarItem = { title: string; href: string; imageUrl: string | null; desc: string | null };
export type SidebarBlock = { id: string; type: RecommendationContent['type']; items: SidebarItem[] };
export type SidebarBlocks = { blocks: SidebarBlock[]; dropped: DropEntry[] };

const blockTypeSchema = recommendationContentSchema.shape.type;

/** An item with a safe link; an unsafe image is left off, an unsafe link leaves the item out. */
function toItem(item: RecommendItem): SidebarItem[] {
  const href = hrefSchema.safeParse(item.link);
  if (!href.success) return [];
  const image = item.imageUrl ? imageUrlSchema.safeParse(item.imageUrl) : undefined;
  return [{ title: item.title, href: href.data, imageUrl: image?.success ? image.data : null, desc: item.desc ?? null }];
}

type Step = { ok: true; block: SidebarBlock } | { ok: false; drop: DropEntry };

function parseOne(entry: unknown): Step {
  const described = describeEntry(entry);
  const drop = (reason: DropEntry['reason'], detail: string): Step => ({ ok: false, drop: { ...described, reason, detail } });
  const view = moduleViewSchema.safeParse(entry);
  if (!view.success) return drop('malformed-entry', describeIssue(view.error));
  const blockType = blockTypeSchema.safeParse(view.data.type);
  if (!blockType.success) return drop('unknown-type', `a news sidebar block is one of ${blockTypeSchema.options.join(', ')}`);
  let json: unknown;
  try {
    json = JSON.parse(view.data.details);
  } catch (error) {
    return drop('invalid-json', error instanceof Error ? error.message : 'not JSON');
  }
  const details = recommendDetailsSchema.safeParse(json);
  if (!details.success) return drop('schema', describeIssue(details.error));
  if (!details.data.visible) return drop('invisible', 'visible is false');
  const items = details.data.recommendList.flatMap(toItem);
  if (items.length === 0) return drop('schema', 'recommendList: no item with a safe link');
  return { ok: true, block: { id: described.id, type: blockType.data, items } };
}

/**
 * The NEWSRECOMMEND page's entries (hot articles, hot recommendations, ads) as sidebar blocks, in CMS
 * order. These are not registry modules: the news template renders them. What cannot be shown is
 * recorded with the same reasons as a module page's drop report.
 */
export function parseSidebarBlocks(moduleViewList: readonly unknown[]): SidebarBlocks {
  const blocks: SidebarBlock[] = [];
  const dropped: DropEntry[] = [];
  const seen = new Set<string>();
  for (const entry of moduleViewList) {
    const step = parseOne(entry);
    if (!step.ok) dropped.push(step.drop);
    else if (seen.has(step.block.id))
      dropped.push({
        id: step.block.id,
        type: step.block.type,
        name: describeEntry(entry).name,
        reason: 'duplicate-id',
        detail: 'another block has the same id',
      });
    else {
      seen.add(step.block.id);
      blocks.push(step.block);
    }
  }
  return { blocks, dropped };
}

/** The blocks without items linking to `href`; a block left empty is left out. */
export function withoutLink(blocks: readonly SidebarBlock[], href: string): SidebarBlock[] {
  return blocks.flatMap((block) => {
    const items = block.items.filter((item) => item.href !== href);
    return items.length ? [{ ...block, items }] : [];
  });
}
