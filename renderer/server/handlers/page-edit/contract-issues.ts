import { contracts, isModuleType } from '@/modules/contracts';
import type { EditIssue } from '@/schemas/page-edit';

/** The problems the renderer's own contract of `type` finds in `details`, each with its field path joined by "."; none when it renders. */
export function contractIssues(type: string, details: Record<string, unknown>): EditIssue[] {
  if (!isModuleType(type)) return [{ path: '', message: `"${type}" is not a module type this site renders` }];
  const parsed = contracts[type].schema.safeParse(details);
  return parsed.success ? [] : parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

/** A module added without a name is named after its contract's title. */
export const defaultModuleName = (type: string): string | undefined => (isModuleType(type) ? contracts[type].title : undefined);
