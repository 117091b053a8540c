import { z } from 'zod';
import { issueSchema } from '../inspector-data';

/** The editing API on the embedded CMS (docs/preview.md, "Edit in place"). */
export const EDIT_API_PATH = '/api/preview/edit';

function readJsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

const versionSchema = z.union([z.string(), z.number()]);
export type EditVersion = z.infer<typeof versionSchema>;

const cmsModuleSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  type: z.string(),
  name: z.string().nullish(),
  /** As stored: an object (a JSON string read as one), or the text itself when it is not JSON. */
  details: z.unknown().transform(readJsonText),
});
export type CmsModule = z.infer<typeof cmsModuleSchema>;

const pageContentSchema = z.object({ version: versionSchema, modules: z.array(cmsModuleSchema) });
export type PageContent = z.infer<typeof pageContentSchema>;

export type EditChange =
  | { op: 'update'; moduleId: string; details: unknown }
  | { op: 'visible'; moduleId: string; visible: boolean }
  | { op: 'move'; moduleId: string; direction: 'up' | 'down' }
  | { op: 'remove'; moduleId: string }
  | { op: 'add'; type: string; details: unknown; name?: string; afterModuleId: string | null };

export type EditOutcome =
  | { kind: 'saved'; version: EditVersion; moduleId: string | undefined }
  | { kind: 'stale'; content: PageContent }
  | { kind: 'invalid'; issues: z.infer<typeof issueSchema>[] }
  | { kind: 'failed'; error: string };

const savedSchema = z.object({ version: versionSchema, moduleId: z.union([z.string(), z.number()]).transform(String).optional() });
const staleSchema = pageContentSchema.extend({ error: z.literal('stale') });
const invalidSchema = z.object({ error: z.literal('invalid'), issues: z.array(issueSchema) });
const errorSchema = z.object({ error: z.string() });

export type PageRef = { page: string; locale: string };

/** The page's modules as the CMS stores them, with their version; null when editing is not available here (403, or no answer). */
export async function readPageContent({ page, locale }: PageRef): Promise<PageContent | null> {
  try {
    const answer = await fetch(`${EDIT_API_PATH}?${new URLSearchParams({ page, locale })}`, { cache: 'no-store' });
    if (!answer.ok) return null;
    const parsed = pageContentSchema.safeParse(await answer.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Sends one change against the version read; what came of it, never a throw. */
export async function sendChange({ page, locale }: PageRef, version: EditVersion, change: EditChange): Promise<EditOutcome> {
  try {
    const answer = await fetch(EDIT_API_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ page, locale, version, change }),
    });
    const body: unknown = await answer.json().catch(() => null);
    if (answer.ok) {
      const saved = savedSchema.safeParse(body);
      if (saved.success) return { kind: 'saved', version: saved.data.version, moduleId: saved.data.moduleId };
    }
    if (answer.status === 409) {
      const stale = staleSchema.safeParse(body);
      if (stale.success) return { kind: 'stale', content: { version: stale.data.version, modules: stale.data.modules } };
    }
    if (answer.status === 422) {
      const invalid = invalidSchema.safeParse(body);
      if (invalid.success) return { kind: 'invalid', issues: invalid.data.issues };
    }
    const error = errorSchema.safeParse(body);
    return { kind: 'failed', error: error.success ? `${answer.status} ${error.data.error}` : `HTTP ${answer.status}` };
  } catch (error) {
    return { kind: 'failed', error: error instanceof Error ? error.message : 'network error' };
  }
}
