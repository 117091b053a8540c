import type { z } from 'zod';

/** What checking a module type's `details` needs, and all that `content:check` and the JSON Schema export load: no React, no CSS. */
export type ModuleContract<Schema extends z.ZodType = z.ZodType, Type extends string = string> = {
  /** The CMS `type`. */
  type: Type;
  /** Human name for the gallery and drop reports. */
  title: string;
  schema: Schema;
  /** `details` payloads from the folder's examples.json, for the gallery, the exported JSON Schema and the snapshot tests. */
  examples: readonly unknown[];
};

/** Keeps the literal `type` and the exact schema type, so the registries can check each other. */
export const defineContract = <Schema extends z.ZodType, Type extends string>(contract: ModuleContract<Schema, Type>) => contract;
