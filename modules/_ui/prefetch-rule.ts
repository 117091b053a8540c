/** What the Network Information API tells about the connection (Chromium only; other browsers have none). */
export type ConnectionHint = { effectiveType: string | undefined; saveData: boolean };

const SLOW_TYPES = new Set(['slow-2g', '2g']);

/** Link prefetch is skipped on 2g connections and when the visitor asked to save data (docs/behaviours.md). */
export function shouldPrefetch(connection: ConnectionHint | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return connection.effectiveType === undefined || !SLOW_TYPES.has(connection.effectiveType);
}

/** `navigator.connection`, when the browser has one; its fields are getters on the prototype. */
function connectionOf(navigatorLike: object): object | undefined {
  const connection = 'connection' in navigatorLike ? navigatorLike.connection : undefined;
  return typeof connection === 'object' && connection !== null ? connection : undefined;
}

export function readConnectionHint(navigatorLike: object): ConnectionHint | undefined {
  const connection = connectionOf(navigatorLike);
  if (!connection) return undefined;
  const effectiveType = 'effectiveType' in connection && typeof connection.effectiveType === 'string' ? connection.effectiveType : undefined;
  const saveData = 'saveData' in connection && connection.saveData === true;
  return { effectiveType, saveData };
}
