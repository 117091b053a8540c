import { PREVIEW_PATH_HEADER } from '@/renderer/data/preview/preview-headers';
import { PREVIEW_COOKIE } from '@/renderer/data/preview/preview-token';

/** The preview token of the simulated request, or null for a published one. */
let previewToken: string | null = null;
/** The page address the proxy would have named for a previewer's request. */
let previewPath: string | undefined;
/** Other headers of the simulated request (the peer address the server's hook stamps, X-Forwarded-For). */
let otherHeaders: Record<string, string> = {};

/** Renders that follow run as a previewer with this token (null: a visitor), at `path` if given; reset in afterEach. */
export function previewRequest(token: string | null, path?: string, headers: Record<string, string> = {}) {
  previewToken = token;
  previewPath = path;
  otherHeaders = headers;
}

/** What the code under test did to the response: draft mode switched on, cookies set (by name). */
export const responseEffects = { draftModeEnabled: false, cookiesSet: [] as string[] };

export function resetResponseEffects(): void {
  responseEffects.draftModeEnabled = false;
  responseEffects.cookiesSet = [];
}

/** What `next/headers` answers in unit tests: draft mode and the preview cookie of the simulated request. */
export const nextHeadersMock = {
  draftMode: async () => ({
    isEnabled: previewToken !== null,
    enable() {
      responseEffects.draftModeEnabled = true;
    },
    disable() {},
  }),
  headers: async () => new Headers({ ...otherHeaders, ...(previewPath === undefined ? {} : { [PREVIEW_PATH_HEADER]: previewPath }) }),
  cookies: async () => ({
    get: (name: string) => (name === PREVIEW_COOKIE && previewToken !== null ? { name, value: previewToken } : undefined),
    set: (name: string) => void responseEffects.cookiesSet.push(name),
    delete: () => undefined,
  }),
};
