import { createElement, type ComponentType, type ReactElement } from 'react';
import type { z } from 'zod';
import { describeZodIssues, issueLines, type IssueLine } from '@/schemas/zod-issues';
import type { ModuleContract } from './module-contract';

export type BindResult = { ok: true; element: ReactElement } | { ok: false; reason: string; issues: IssueLine[] };

/** What the renderer and the gallery see of a module type: its contract and a binder, no generics left to correlate. */
export type ModuleDefinition = ModuleContract & {
  /** Validates parsed `details` and binds them to the component. */
  bind(details: unknown): BindResult;
};

/**
 * Pairs a contract with the view that renders it, inside one generic, so a component only ever
 * receives what its contract's schema parsed: a view whose props differ does not compile.
 */
export function defineModule<Props extends object, Schema extends z.ZodType<Props, unknown>, Type extends string>(
  contract: ModuleContract<Schema, Type>,
  Component: ComponentType<Props>,
): ModuleDefinition & ModuleContract<Schema, Type> & { Component: ComponentType<Props> } {
  return {
    ...contract,
    Component,
    bind(details) {
      const parsed = contract.schema.safeParse(details);
      if (!parsed.success) return { ok: false, reason: describeZodIssues(parsed.error.issues, 3), issues: issueLines(parsed.error.issues) };
      return { ok: true, element: createElement(Component, parsed.data) };
    },
  };
}
