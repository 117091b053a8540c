// What the cache handlers (cache-handler.mjs, file-cache-handler.mjs) refuse to store.

/** A rendered 404: one per address anyone can invent, so storing them would let a client grow the cache without bound. */
export const isNotFoundPage = (value) => value?.kind === 'APP_PAGE' && value.status === 404;
