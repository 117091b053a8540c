import { contracts } from '@/modules/contracts';
import { describeZodIssues, issueLines } from '@/schemas/zod-issues';
import { bindEntries, type Binder } from './bind-entries';
import type { ModuleEntry } from './read-entries';

/** Checks `details` against the type's contract only: what `content:check` needs, without loading a view. */
const checkDetails: Binder<undefined> = (type, details) => {
  const parsed = contracts[type].schema.safeParse(details);
  return parsed.success
    ? { ok: true, value: undefined }
    : { ok: false, reason: describeZodIssues(parsed.error.issues, 3), issues: issueLines(parsed.error.issues) };
};

/** The modules a page would drop, and why, without rendering anything. */
export const checkModules = (entries: readonly ModuleEntry[]) => bindEntries(entries, checkDetails);
