import { createElement, type ComponentType, type ReactElement } from 'react';
import type { z } from 'zod';
import { describeZodIssues } from '@/schemas/zod-issues';

export type BindResult = { ok: true; element: ReactElement } | { ok: false; reason: string };

/** What the renderer and the gallery see of a module type: no generics left to correlate. */
export type ModuleDefinition = {
  type: string;
  /** Human name for the gallery and drop reports. */
  title: string;
  schema: z.ZodType;
  /** `details` payloads from the folder's examples.json, for the gallery and the snapshot tests. */
  examples: readonly unknown[];
  /** Validates parsed `details` and binds them to the component. */
  bind(details: unknown): BindResult;
};

type ModuleSource<Props extends object> = {
  type: string;
  title: string;
  schema: z.ZodType<Props, unknown>;
  Component: ComponentType<Props>;
  examples: readonly unknown[];
};

/** Pairs a schema with its component inside one generic, so a component only ever receives what its schema parsed. */
export function defineModule<Props extends object>(source: ModuleSource<Props>): ModuleDefinition & ModuleSource<Props> {
  return {
    ...source,
    bind(details) {
      const parsed = source.schema.safeParse(details);
      if (!parsed.success) return { ok: false, reason: describeZodIssues(parsed.error.issues, 3) };
      return { ok: true, element: createElement(source.Component, parsed.data) };
    },
  };
}
