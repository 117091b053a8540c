import 'server-only';
import { readEnv } from '../../config/env';
import { onFixturesChanged } from '../../request/embedded-cms';
import { EVERYTHING } from './content-change';
import { publishChange } from './change-signal';

/**
 * With the embedded CMS, an edit under `fixtures/` is a save in the CMS: every open preview hears it (a file can
 * hold any page's content, so the change is `all`). Started by the first previewer's stream, once per process.
 */
export function signalFixtureEdits(): void {
  if (readEnv().PORTAL_API_URL) return;
  globalThis.cloudPortalFixtureSignal ??= onFixturesChanged(() => void publishChange(EVERYTHING));
}

declare global {
  // Whether this process already turns fixture edits into changes.
  var cloudPortalFixtureSignal: (() => void) | undefined;
}
