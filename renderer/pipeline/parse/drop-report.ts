import { z } from 'zod';
import { moduleViewSchema } from '@/schemas/detail';
import { describeZodIssues, type IssueLine } from '@/schemas/zod-issues';

/** Why a module did not reach the page: the reasons the drop report and the preview banner list. */
export type DropReason = 'malformed-entry' | 'duplicate-id' | 'invalid-json' | 'unknown-type' | 'invisible' | 'schema';

export type DropEntry = {
  id: string;
  /** The CMS type, as the entry named it. */
  type: string;
  /** The module's title in the CMS (`name`), the editor's own word for it; null when it has none. */
  name: string | null;
  reason: DropReason;
  /** What exactly was wrong, for the previewer who has to fix it. */
  detail: string;
  /** For a schema drop, every problem with its field's path (the inspector lists them). */
  issues?: IssueLine[];
};

/** A drop where it stood in the CMS order: its entry's index, and the rendered module it follows (null: before all). */
export type PlacedDrop = DropEntry & { entry: number; after: string | null };

/** Whatever id, type and title a malformed entry still has, so the drop report says which module it was. */
const looseEntrySchema = z.object({
  id: moduleViewSchema.shape.id.catch('?'),
  type: z.string().min(1).catch('?'),
  name: z.string().trim().min(1).nullish().catch(null),
});

export function describeEntry(entry: unknown): Pick<DropEntry, 'id' | 'type' | 'name'> {
  const loose = looseEntrySchema.safeParse(entry);
  return loose.success ? { id: String(loose.data.id), type: loose.data.type, name: loose.data.name ?? null } : { id: '?', type: '?', name: null };
}

/** The first problem zod found, with the path of the field that has it. */
export function describeIssue(error: z.ZodError): string {
  return describeZodIssues(error.issues) || 'malformed';
}

/** How logs and `content:check` name a dropped module: type, id and, when it has one, its CMS title. */
export const dropLabel = (drop: DropEntry): string => `${drop.type}#${drop.id}${drop.name ? ` "${drop.name}"` : ''}`;
