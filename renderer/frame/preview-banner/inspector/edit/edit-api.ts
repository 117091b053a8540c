import { z } from 'zod';
import {
  editablePageSchema,
  editInvalidSchema,
  editSavedSchema,
  editStaleSchema,
  type EditIssue,
  type EditablePage,
  type PageChange,
} from '@/schemas/page-edit';

/** The editing API on the embedded CMS (docs/preview.md, "Editing"); its contract is schemas/page-edit.ts. */
export const EDIT_API_PATH = '/api/preview/edit';

function readJsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** A module as stored, its id as the page marks it and its `details` as an object where the stored text is JSON. */
const cmsModuleSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  type: z.string(),
  details: z.unknown().transform(readJsonText),
});
export type CmsModule = z.infer<typeof cmsModuleSchema>;

const pageContentSchema = editablePageSchema.extend({ modules: z.array(cmsModuleSchema) });
export type PageContent = z.infer<typeof pageContentSchema>;

export type EditChange = PageChange;

export type EditOutcome =
  | { kind: 'saved'; version: string; moduleId: string | undefined }
  | { kind: 'stale'; content: PageContent }
  | { kind: 'invalid'; issues: EditIssue[] }
  | { kind: 'failed'; error: string };

const errorSchema = z.object({ error: z.string(), message: z.string().optional() });

export type PageRef = { page: string; locale: string };

const contentOf = (page: EditablePage): PageContent | null => {
  const parsed = pageContentSchema.safeParse(page);
  return parsed.success ? parsed.data : null;
};

/** The page's modules as the CMS stores them, with their version; null when editing is not available here (403, or no answer). */
export async function readPageContent({ page, locale }: PageRef): Promise<PageContent | null> {
  try {
    const answer = await fetch(`${EDIT_API_PATH}?${new URLSearchParams({ page, locale })}`, { cache: 'no-store' });
    if (!answer.ok) return null;
    const parsed = editablePageSchema.safeParse(await answer.json());
    return parsed.success ? contentOf(parsed.data) : null;
  } catch {
    return null;
  }
}

/** Sends one change against the version read; what came of it, never a throw. */
export async function sendChange({ page, locale }: PageRef, version: string, change: EditChange): Promise<EditOutcome> {
  try {
    const answer = await fetch(EDIT_API_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ page, locale, version, change }),
    });
    const body: unknown = await answer.json().catch(() => null);
    const saved = editSavedSchema.safeParse(body);
    if (answer.ok && saved.success) return { kind: 'saved', version: saved.data.version, moduleId: saved.data.moduleId?.toString() };
    const stale = editStaleSchema.safeParse(body);
    const content = answer.status === 409 && stale.success ? contentOf(stale.data) : null;
    if (content) return { kind: 'stale', content };
    const invalid = editInvalidSchema.safeParse(body);
    if (answer.status === 422 && invalid.success) return { kind: 'invalid', issues: invalid.data.issues };
    const error = errorSchema.safeParse(body);
    return { kind: 'failed', error: error.success ? `${answer.status} ${error.data.message ?? error.data.error}` : `HTTP ${answer.status}` };
  } catch (error) {
    return { kind: 'failed', error: error instanceof Error ? error.message : 'network error' };
  }
}
