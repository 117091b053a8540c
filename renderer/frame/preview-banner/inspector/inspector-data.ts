import { z } from 'zod';

/** The id of the preview-only script element that holds a page's inspector data (a JSON island). */
export const INSPECTOR_DATA_ID = 'module-inspector-data';

const issueSchema = z.object({ path: z.string(), message: z.string() });

/** A field of the module's `details` and its rules, said in the page's language (as the module gallery shows them). */
const ruleRowSchema = z.object({ path: z.string(), type: z.string(), required: z.boolean(), rules: z.array(z.string()) });

export const DROP_REASONS = ['malformed-entry', 'duplicate-id', 'invalid-json', 'unknown-type', 'invisible', 'schema'] as const;

const inspectedModuleSchema = z.object({
  /** How the page marks it: `module:<id>` for a rendered module, `dropped:<entry index>` for a placeholder. */
  key: z.string(),
  id: z.string(),
  type: z.string(),
  /** The contract's title; null for a type no contract has. */
  title: z.string().nullable(),
  name: z.string().nullable(),
  dropped: z.object({ reason: z.enum(DROP_REASONS), detail: z.string() }).nullable(),
  /** `details` as the CMS sent them (the text itself when it was not JSON). */
  details: z.unknown(),
  issues: z.array(issueSchema),
  rules: z.array(ruleRowSchema),
  /** The "Edit in CMS" address, when the operator set CMS_EDIT_URL. */
  editUrl: z.string().nullable(),
});
export type InspectedModule = z.infer<typeof inspectedModuleSchema>;

/** What the inspector knows of the page: its name (null: none to edit) and content folder for the editing API, and its modules in CMS order. */
export const inspectorDataSchema = z.object({ page: z.string().nullable(), locale: z.string(), modules: z.array(inspectedModuleSchema) });
export type InspectorData = z.infer<typeof inspectorDataSchema>;

/** The key a rendered module's marker or a dropped module's placeholder is found by in the data. */
export const moduleKey = (id: string) => `module:${id}`;
export const droppedKey = (entry: number) => `dropped:${entry}`;

/** A drop report row's button: `data-inspect-target` holds the key of the module it jumps to. */
export const INSPECT_TARGET_SELECTOR = 'button[data-inspect-target]';
