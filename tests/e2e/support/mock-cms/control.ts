import { json } from './node-bridge';
import { originalAnswer } from './portal';
import { CONTROL_PATH, modeBodySchema, originalQuerySchema, overrideSchema, type CmsMode } from './protocol';
import type { MockCmsState } from './state';

/** The portal API's listener: closed for `closed`, open for every other mode. */
export type PortalListener = { open(): Promise<void>; close(): Promise<void> };

async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return undefined;
  }
}

async function setMode(state: MockCmsState, listener: PortalListener, mode: CmsMode): Promise<void> {
  if (mode === 'closed') await listener.close();
  else await listener.open();
  state.mode = mode;
}

/**
 * `/__control/*`: `GET health`, `GET|DELETE counts`, `PUT|DELETE overrides`, `PUT mode`,
 * `GET original?path=&lang=`, `POST reset` (counts, overrides, mode `up`).
 */
export async function answerControl(state: MockCmsState, listener: PortalListener, request: Request): Promise<Response> {
  const url = new URL(request.url);
  const route = `${request.method} ${url.pathname.slice(CONTROL_PATH.length)}`;
  switch (route) {
    case 'GET /health':
      return json(200, { ok: true, mode: state.mode });
    case 'GET /counts':
      return json(200, state.snapshot());
    case 'DELETE /counts':
      state.resetCounts();
      return json(200, { ok: true });
    case 'PUT /overrides': {
      const parsed = overrideSchema.safeParse(await readJson(request));
      if (!parsed.success) return json(400, { error: parsed.error.message });
      state.setOverride(parsed.data);
      return json(200, { ok: true });
    }
    case 'DELETE /overrides':
      state.clearOverrides();
      return json(200, { ok: true });
    case 'PUT /mode': {
      const parsed = modeBodySchema.safeParse(await readJson(request));
      if (!parsed.success) return json(400, { error: parsed.error.message });
      await setMode(state, listener, parsed.data.mode);
      return json(200, { ok: true, mode: state.mode });
    }
    case 'GET /original': {
      const parsed = originalQuerySchema.safeParse(Object.fromEntries(url.searchParams));
      if (!parsed.success) return json(400, { error: parsed.error.message });
      return originalAnswer(parsed.data.path, parsed.data.lang, url.origin);
    }
    case 'POST /reset':
      await setMode(state, listener, 'up');
      state.resetCounts();
      state.clearOverrides();
      return json(200, { ok: true });
    default:
      return json(404, { error: `no control endpoint ${route}` });
  }
}
