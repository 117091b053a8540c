/** cache-handler.mjs, the part its tests drive: Next's page and data cache in Redis, shared by every instance. */
export default class SharedCacheHandler {
  constructor(ctx: { serverDistDir: string });
  get(key: string, ctx: { kind: 'FETCH'; softTags: string[] }): Promise<{ value: unknown } | null>;
}
