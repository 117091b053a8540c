/** Why a module did not reach the page (DESIGN.md, "The module contract"). */
export type DropReason = 'malformed-entry' | 'duplicate-id' | 'invalid-json' | 'unknown-type' | 'invisible' | 'schema';

export type DropEntry = {
  id: string;
  type: string;
  reason: DropReason;
  /** What exactly was wrong, for the previewer who has to fix it. */
  detail: string;
};
